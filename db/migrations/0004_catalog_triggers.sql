-- flow_facets counts the approved public flows per facet ('all', each platform, each tag) so that
-- catalogue totals and the tag list are single-row reads. The trigger applies one aggregated,
-- ordered upsert per row change: concurrent writers lock facet rows in the same order.
CREATE FUNCTION fluxoteca_flow_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes(kind, value, delta) AS (
    SELECT f.kind, f.value, f.delta
    FROM (
      SELECT 'all'::text AS kind, ''::text AS value, -1 AS delta
        WHERE TG_OP <> 'INSERT' AND OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT 'platform', OLD.platform::text, -1
        WHERE TG_OP <> 'INSERT' AND OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT DISTINCT 'tag', t, -1 FROM unnest(CASE WHEN TG_OP <> 'INSERT' THEN OLD.tags END) AS t
        WHERE OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT 'all', '', 1
        WHERE TG_OP <> 'DELETE' AND NEW.status = 'APPROVED' AND NEW.is_public
      UNION ALL SELECT 'platform', NEW.platform::text, 1
        WHERE TG_OP <> 'DELETE' AND NEW.status = 'APPROVED' AND NEW.is_public
      UNION ALL SELECT DISTINCT 'tag', t, 1 FROM unnest(CASE WHEN TG_OP <> 'DELETE' THEN NEW.tags END) AS t
        WHERE NEW.status = 'APPROVED' AND NEW.is_public
    ) AS f
  )
  INSERT INTO flow_facets AS ff (kind, value, count)
  SELECT kind, value, sum(delta)::int FROM changes GROUP BY kind, value HAVING sum(delta) <> 0 ORDER BY kind, value
  ON CONFLICT (kind, value) DO UPDATE SET count = ff.count + excluded.count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flows_facets AFTER INSERT OR DELETE OR UPDATE OF status, is_public, platform, tags ON flows
  FOR EACH ROW EXECUTE FUNCTION fluxoteca_flow_facets();
--> statement-breakpoint
-- catalog_version changes with every write that can change a catalogue page; list caches key on it,
-- so every instance drops stale pages at once without talking to the others.
CREATE FUNCTION fluxoteca_bump_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalog_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flows_bump_catalog AFTER INSERT OR UPDATE OR DELETE ON flows
  FOR EACH STATEMENT EXECUTE FUNCTION fluxoteca_bump_catalog();
--> statement-breakpoint
CREATE TRIGGER users_bump_catalog AFTER UPDATE OF name OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION fluxoteca_bump_catalog();
--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO flow_facets (kind, value, count)
SELECT kind, value, count(*)::int FROM (
  SELECT 'all' AS kind, '' AS value FROM flows WHERE status = 'APPROVED' AND is_public
  UNION ALL SELECT 'platform', platform::text FROM flows WHERE status = 'APPROVED' AND is_public
  UNION ALL SELECT 'tag', t.tag FROM flows
    CROSS JOIN LATERAL (SELECT DISTINCT unnest(flows.tags) AS tag) AS t
    WHERE status = 'APPROVED' AND is_public
) AS facets
GROUP BY kind, value
ON CONFLICT (kind, value) DO UPDATE SET count = excluded.count;
