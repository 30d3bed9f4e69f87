-- The catalogue version (the list and page cache keys, lib/flows/catalog-version.ts) moves only when
-- what a catalogue page shows can change: membership (insert, delete, status, visibility) and
-- content. Counters (downloads, score, review count) no longer empty every cache: list pages may
-- show them up to a minute late, a flow's own page reads them on every request.
--
-- The version is the sum of 16 shard rows, and each writer bumps the shard of its own connection,
-- so concurrent writers do not queue on one row; readers sum the 16 rows in the same snapshot.
INSERT INTO catalog_version (id, version) SELECT g, 0 FROM generate_series(1, 16) AS g ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fluxoteca_bump_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1 + pg_backend_pid() % 16;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER flows_bump_catalog ON flows;
--> statement-breakpoint
CREATE TRIGGER flows_bump_catalog
  AFTER INSERT OR DELETE OR UPDATE OF name, slug, description, url, tutorial_url, tags, is_public, status, rejection_reason,
    platform, metadata, author_id, integrations, trigger_kinds, complexity, node_count
  ON flows FOR EACH STATEMENT EXECUTE FUNCTION fluxoteca_bump_catalog();
