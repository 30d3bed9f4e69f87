ALTER TABLE "flows" ADD COLUMN "integrations" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "trigger_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "complexity" text DEFAULT 'simples' NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "node_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "shape_hash" text;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "facts_version" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "flows_integrations_idx" ON "flows" USING gin ("integrations");--> statement-breakpoint
CREATE INDEX "flows_trigger_kinds_idx" ON "flows" USING gin ("trigger_kinds");--> statement-breakpoint
CREATE INDEX "flows_public_complexity_score_idx" ON "flows" USING btree ("complexity","score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_content_hash_idx" ON "flows" USING btree ("content_hash");--> statement-breakpoint
CREATE INDEX "flows_shape_hash_idx" ON "flows" USING btree ("shape_hash");--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_complexity_valid" CHECK ("flows"."complexity" in ('simples', 'intermediario', 'avancado'));--> statement-breakpoint
-- The facet counts now also cover the new filters: each integration, trigger kind and complexity.
-- Existing rows get their facts from the application right after the migrations (facts_version),
-- and those updates go through this trigger like any other change.
CREATE OR REPLACE FUNCTION fluxoteca_flow_facets() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes(kind, value, delta) AS (
    SELECT f.kind, f.value, f.delta
    FROM (
      SELECT 'all'::text AS kind, ''::text AS value, -1 AS delta
        WHERE TG_OP <> 'INSERT' AND OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT 'platform', OLD.platform::text, -1
        WHERE TG_OP <> 'INSERT' AND OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT 'complexity', OLD.complexity, -1
        WHERE TG_OP <> 'INSERT' AND OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT DISTINCT 'tag', t, -1 FROM unnest(CASE WHEN TG_OP <> 'INSERT' THEN OLD.tags END) AS t
        WHERE OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT DISTINCT 'integration', t, -1 FROM unnest(CASE WHEN TG_OP <> 'INSERT' THEN OLD.integrations END) AS t
        WHERE OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT DISTINCT 'trigger', t, -1 FROM unnest(CASE WHEN TG_OP <> 'INSERT' THEN OLD.trigger_kinds END) AS t
        WHERE OLD.status = 'APPROVED' AND OLD.is_public
      UNION ALL SELECT 'all', '', 1
        WHERE TG_OP <> 'DELETE' AND NEW.status = 'APPROVED' AND NEW.is_public
      UNION ALL SELECT 'platform', NEW.platform::text, 1
        WHERE TG_OP <> 'DELETE' AND NEW.status = 'APPROVED' AND NEW.is_public
      UNION ALL SELECT 'complexity', NEW.complexity, 1
        WHERE TG_OP <> 'DELETE' AND NEW.status = 'APPROVED' AND NEW.is_public
      UNION ALL SELECT DISTINCT 'tag', t, 1 FROM unnest(CASE WHEN TG_OP <> 'DELETE' THEN NEW.tags END) AS t
        WHERE NEW.status = 'APPROVED' AND NEW.is_public
      UNION ALL SELECT DISTINCT 'integration', t, 1 FROM unnest(CASE WHEN TG_OP <> 'DELETE' THEN NEW.integrations END) AS t
        WHERE NEW.status = 'APPROVED' AND NEW.is_public
      UNION ALL SELECT DISTINCT 'trigger', t, 1 FROM unnest(CASE WHEN TG_OP <> 'DELETE' THEN NEW.trigger_kinds END) AS t
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
DROP TRIGGER flows_facets ON flows;
--> statement-breakpoint
CREATE TRIGGER flows_facets AFTER INSERT OR DELETE OR UPDATE OF status, is_public, platform, tags, integrations, trigger_kinds, complexity ON flows
  FOR EACH ROW EXECUTE FUNCTION fluxoteca_flow_facets();
--> statement-breakpoint
-- Every existing public flow now counts as 'simples' until its facts are read.
INSERT INTO flow_facets (kind, value, count)
SELECT 'complexity', complexity, count(*)::int FROM flows WHERE status = 'APPROVED' AND is_public GROUP BY complexity
ON CONFLICT (kind, value) DO UPDATE SET count = excluded.count;
