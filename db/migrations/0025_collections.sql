CREATE TABLE "collection_flows" (
	"collection_id" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_flows_collection_id_flow_id_pk" PRIMARY KEY("collection_id","flow_id")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"n8n_id" integer GENERATED ALWAYS AS IDENTITY (sequence name "collections_n8n_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 101 CACHE 1),
	"owner_id" uuid NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"featured_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collections_name_length" CHECK (char_length("collections"."name") between 1 and 80),
	CONSTRAINT "collections_description_length" CHECK (char_length("collections"."description") <= 500),
	CONSTRAINT "collections_featured_public" CHECK ("collections"."featured_at" is null or "collections"."is_public")
);
--> statement-breakpoint
ALTER TABLE "collection_flows" ADD CONSTRAINT "collection_flows_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_flows" ADD CONSTRAINT "collection_flows_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_flows_order_idx" ON "collection_flows" USING btree ("collection_id","position");--> statement-breakpoint
CREATE INDEX "collection_flows_flow_idx" ON "collection_flows" USING btree ("flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_slug_key" ON "collections" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "collections_n8n_id_key" ON "collections" USING btree ("n8n_id");--> statement-breakpoint
CREATE INDEX "collections_owner_updated_idx" ON "collections" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "collections_featured_idx" ON "collections" USING btree ("featured_at") WHERE featured_at is not null;--> statement-breakpoint
CREATE INDEX "collections_public_idx" ON "collections" USING btree ("created_at","id") WHERE is_public;--> statement-breakpoint
-- Featured collections are part of the catalogue (n8n's collections, the landing page): a change to
-- one moves the catalogue version, as a flow's does. Every change to a collection's list moves its
-- updated_at, so this one trigger also sees flows added, removed or reordered in it.
CREATE TRIGGER collections_featured_bump_catalog AFTER UPDATE ON collections
  FOR EACH ROW WHEN (OLD.featured_at IS NOT NULL OR NEW.featured_at IS NOT NULL) EXECUTE FUNCTION fluxoteca_bump_catalog();
--> statement-breakpoint
CREATE TRIGGER collections_featured_delete_bump_catalog AFTER DELETE ON collections
  FOR EACH ROW WHEN (OLD.featured_at IS NOT NULL) EXECUTE FUNCTION fluxoteca_bump_catalog();
