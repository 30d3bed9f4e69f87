CREATE TABLE "saved_flows" (
	"user_id" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_flows_user_id_flow_id_pk" PRIMARY KEY("user_id","flow_id")
);
--> statement-breakpoint
ALTER TABLE "saved_flows" ADD CONSTRAINT "saved_flows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_flows" ADD CONSTRAINT "saved_flows_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_flows_user_created_idx" ON "saved_flows" USING btree ("user_id","created_at","flow_id");--> statement-breakpoint
CREATE INDEX "saved_flows_flow_idx" ON "saved_flows" USING btree ("flow_id");