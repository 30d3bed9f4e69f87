-- users_bump_catalog (0004) fired on every UPDATE that merely listed `name`: the profile form and the
-- admin edit always send the name, so changing an e-mail, a role or a status emptied every
-- catalogue cache. Catalogue pages show an author's name only, so the version now moves when the
-- name really changes (per row, with WHEN) and when a user is deleted (per statement, as before).
DROP TRIGGER users_bump_catalog ON users;
--> statement-breakpoint
CREATE TRIGGER users_rename_bump_catalog AFTER UPDATE OF name ON users
  FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION fluxoteca_bump_catalog();
--> statement-breakpoint
CREATE TRIGGER users_delete_bump_catalog AFTER DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION fluxoteca_bump_catalog();
