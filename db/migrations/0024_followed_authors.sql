CREATE TABLE "author_follows" (
	"follower_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_follows_follower_id_author_id_pk" PRIMARY KEY("follower_id","author_id"),
	CONSTRAINT "author_follows_not_self" CHECK ("author_follows"."follower_id" <> "author_follows"."author_id")
);
--> statement-breakpoint
CREATE TABLE "follow_digest_items" (
	"user_id" uuid NOT NULL,
	"flow_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_digest_items_user_id_flow_id_version_pk" PRIMARY KEY("user_id","flow_id","version")
);
--> statement-breakpoint
CREATE TABLE "follow_mail_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"digest_pending" boolean DEFAULT false NOT NULL,
	"digest_sent_at" timestamp with time zone,
	CONSTRAINT "follow_mail_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "author_follows" ADD CONSTRAINT "author_follows_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_follows" ADD CONSTRAINT "author_follows_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_digest_items" ADD CONSTRAINT "follow_digest_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_digest_items" ADD CONSTRAINT "follow_digest_items_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_mail_days" ADD CONSTRAINT "follow_mail_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_follows_follower_created_idx" ON "author_follows" USING btree ("follower_id","created_at","author_id");--> statement-breakpoint
CREATE INDEX "author_follows_author_idx" ON "author_follows" USING btree ("author_id","follower_id");--> statement-breakpoint
CREATE INDEX "follow_digest_items_user_day_idx" ON "follow_digest_items" USING btree ("user_id","day");--> statement-breakpoint
CREATE INDEX "follow_digest_items_flow_idx" ON "follow_digest_items" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "follow_mail_days_pending_idx" ON "follow_mail_days" USING btree ("day") WHERE "follow_mail_days"."digest_pending";--> statement-breakpoint
CREATE INDEX "follow_mail_days_day_idx" ON "follow_mail_days" USING btree ("day");