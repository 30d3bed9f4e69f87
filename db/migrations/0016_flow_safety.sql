-- Safety report and n8n compatibility of every flow (docs/product-rules.md, "Relatório de segurança"):
-- stored with the flow and its waiting version, computed when the workflow is stored; rows written
-- before them are filled by lib/flows/refresh-facts.ts at migration (FACTS_VERSION 2).
ALTER TABLE "flow_versions" ADD COLUMN "safety" jsonb;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "safety" jsonb DEFAULT '{"level":"none","findings":[]}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "safety_level" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "n8n_compat" jsonb;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "min_n8n_version" integer;--> statement-breakpoint
CREATE INDEX "flows_public_safety_score_idx" ON "flows" USING btree ("safety_level","score","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_min_n8n_idx" ON "flows" USING btree ("min_n8n_version","score","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
ALTER TABLE "flows" ADD CONSTRAINT "flows_safety_level_valid" CHECK ("flows"."safety_level" in ('none', 'attention', 'high'));