-- Flow versions (docs/product-rules.md §20): every version of a flow's workflow JSON, the version
-- each flow serves (flows.version) and the newest each user received (downloads.version), and the
-- opt-in e-mail about new versions of downloaded flows.
CREATE TABLE "flow_versions" (
	"flow_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" "flow_status" NOT NULL,
	"metadata" jsonb NOT NULL,
	"changelog" text,
	"changes" jsonb NOT NULL,
	"author_id" uuid,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "flow_versions_flow_id_version_pk" PRIMARY KEY("flow_id","version")
);
--> statement-breakpoint
ALTER TABLE "downloads" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flow_updates_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "flow_updates_mailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_versions" ADD CONSTRAINT "flow_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_versions_pending_idx" ON "flow_versions" USING btree ("created_at") WHERE status = 'PENDING';--> statement-breakpoint
CREATE INDEX "flow_versions_published_idx" ON "flow_versions" USING btree ("published_at") WHERE published_at is not null;
--> statement-breakpoint
-- Version 1 of every flow, whoever inserts it (uploads, imports, seeds, the bench's generator).
CREATE FUNCTION fluxoteca_first_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flow_versions (flow_id, version, status, metadata, changes, author_id, created_at, published_at)
  VALUES (NEW.id, NEW.version, 'APPROVED', NEW.metadata, '{"added":[],"removed":[],"changed":[]}', NEW.author_id, NEW.created_at, NEW.created_at);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flows_first_version AFTER INSERT ON flows FOR EACH ROW EXECUTE FUNCTION fluxoteca_first_version();
--> statement-breakpoint
INSERT INTO flow_versions (flow_id, version, status, metadata, changes, author_id, created_at, published_at)
SELECT id, 1, 'APPROVED', metadata, '{"added":[],"removed":[],"changed":[]}', author_id, created_at, created_at FROM flows;
