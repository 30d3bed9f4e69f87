-- A ban, a block or a reactivation changes what the catalogue shows beyond the user's own pages:
-- featured collections of an owner who lost access leave the landing page and n8n's collections
-- (docs/product-rules.md §27). Status changes are rare (admin actions), so the whole catalogue
-- version moves, as for a rename.
CREATE TRIGGER users_status_bump_catalog AFTER UPDATE OF status ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION fluxoteca_bump_catalog();
