CREATE TABLE "flow_moderations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" uuid NOT NULL,
	"admin_id" uuid,
	"decision" "flow_status" NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_moderations_decision" CHECK ("flow_moderations"."decision" <> 'PENDING')
);
--> statement-breakpoint
ALTER TABLE "flow_moderations" ADD CONSTRAINT "flow_moderations_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_moderations" ADD CONSTRAINT "flow_moderations_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_moderations_flow_created_idx" ON "flow_moderations" USING btree ("flow_id","created_at" DESC NULLS LAST);