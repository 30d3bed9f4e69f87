CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_facets" (
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "flow_facets_kind_value_pk" PRIMARY KEY("kind","value")
);
--> statement-breakpoint
CREATE INDEX "flows_public_score_idx" ON "flows" USING btree ("score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_created_idx" ON "flows" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_downloads_idx" ON "flows" USING btree ("download_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_name_idx" ON "flows" USING btree ("name","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_platform_score_idx" ON "flows" USING btree ("platform","score" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE status = 'APPROVED' and is_public;