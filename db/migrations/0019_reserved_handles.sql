-- Words a member's creator page may not take (lib/authors/handle.ts RESERVED_HANDLES: keep the two
-- lists identical; tests/integration/authors compares them). The form refused them already; the
-- default made from a member's name at sign-up did not, so someone named "Admin" got /autores/admin.
-- Members now start at "admin-2"; admins keep the plain word (the seeded "Administrador").
CREATE OR REPLACE FUNCTION fluxoteca_reserved_handles() RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT ARRAY['admin', 'administrador', 'administracao', 'api', 'autor', 'autores', 'contato', 'equipe', 'fluxoteca', 'fluxos', 'moderacao', 'moderador', 'novo', 'root', 'sistema', 'suporte', 'usuario-removido']::text[]
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fluxoteca_users_handle_default() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  base text;
BEGIN
  IF NEW.handle IS NULL OR NEW.handle = '' THEN
    base := fluxoteca_handle_base(NEW.name);
    IF NEW.role IS DISTINCT FROM 'ADMIN' AND base = ANY (fluxoteca_reserved_handles()) THEN
      base := base || '-2';
    END IF;
    NEW.handle := fluxoteca_unique_handle(base, NEW.id);
  END IF;
  RETURN NEW;
END
$$;
