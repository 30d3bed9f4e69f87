-- The search columns stop being GENERATED: Postgres recomputes a stored generated column on every
-- UPDATE of its row, so each download count, review score and rating rank written to a flow ran the
-- pt-BR stemming of its name and description again (about half the cost of a `flows` row write at
-- 100,000 flows). A trigger now computes the same values, only when what they are made of is written.
-- Dropping the expression keeps every stored value.
ALTER TABLE "flows" ALTER COLUMN "search_text" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "flows" ALTER COLUMN "search_name" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "flows" ALTER COLUMN "search_head" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "flows" ALTER COLUMN "search_vector" DROP EXPRESSION;--> statement-breakpoint
-- The expressions of the former generated columns (migrations 0001 and 0012), unchanged.
CREATE OR REPLACE FUNCTION fluxoteca_flows_search_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := translate(lower(NEW.name || ' ' || NEW.description), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy');
  NEW.search_name := fluxoteca_search_vector(NEW.name);
  NEW.search_head := fluxoteca_search_head(NEW.name, NEW.tags, NEW.integrations);
  NEW.search_vector := fluxoteca_search_document(NEW.name, NEW.description, NEW.tags, NEW.integrations);
  RETURN NEW;
END;
$$;
--> statement-breakpoint
-- The search columns are listed too, so that no statement can write them directly: they stay derived.
CREATE TRIGGER flows_search_columns BEFORE INSERT OR UPDATE OF name, description, tags, integrations, search_text, search_name, search_head, search_vector ON flows
  FOR EACH ROW EXECUTE FUNCTION fluxoteca_flows_search_columns();
