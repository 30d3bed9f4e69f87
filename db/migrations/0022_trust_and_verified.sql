-- Reports weighted by trust (lib/reports/trust.ts): each report keeps the weight it was filed with and
-- why it does not count; reports filed before keep counting as they did (weight 1). Verified authors:
-- the mark on the user and the history of every change with its reason (lib/authors/verification.ts).
CREATE TABLE "author_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"admin_id" uuid,
	"verified" boolean NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_verifications_reason_length" CHECK (char_length("author_verifications"."reason") between 1 and 500)
);
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "weight" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "trust_flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "author_verifications" ADD CONSTRAINT "author_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_verifications" ADD CONSTRAINT "author_verifications_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_verifications_user_idx" ON "author_verifications" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_weight_range" CHECK ("reports"."weight" >= 0 and "reports"."weight" <= 2);