CREATE TABLE "flow_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"flow_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing flows get a slug from their name, as lib/flows/slug.ts makes them: accents folded, words
-- joined by '-', at most 60 characters, a facet word gets '-fluxo', and a repeated one the start of
-- the flow's id.
WITH base AS (
  SELECT id, created_at, coalesce(nullif(trim(BOTH '-' FROM left(trim(BOTH '-' FROM regexp_replace(translate(lower(name), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy'), '[^a-z0-9]+', '-', 'g')), 60)), ''), 'fluxo') AS slug
  FROM flows
), reserved AS (
  SELECT id, created_at, CASE WHEN slug IN ('plataforma', 'tag', 'integracao', 'gatilho', 'complexidade', 'busca', 'pagina', 'sitemap') THEN slug || '-fluxo' ELSE slug END AS slug
  FROM base
), ranked AS (
  SELECT id, slug, row_number() OVER (PARTITION BY slug ORDER BY created_at, id) AS rn FROM reserved
)
UPDATE flows f SET slug = CASE WHEN r.rn = 1 THEN r.slug ELSE r.slug || '-' || left(replace(f.id::text, '-', ''), 8) END
FROM ranked r WHERE r.id = f.id;--> statement-breakpoint
ALTER TABLE "flows" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_slugs" ADD CONSTRAINT "flow_slugs_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_slugs_flow_idx" ON "flow_slugs" USING btree ("flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flows_slug_key" ON "flows" USING btree ("slug");