CREATE TYPE "public"."report_action" AS ENUM('DISMISS', 'HIDE', 'BAN', 'RESTORE');--> statement-breakpoint
CREATE TYPE "public"."report_reason" AS ENUM('NOT_WORKING', 'MALICIOUS', 'PERSONAL_DATA', 'SPAM', 'COPY', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('OPEN', 'DISMISSED', 'ACTIONED');--> statement-breakpoint
CREATE TABLE "report_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" uuid,
	"review_id" uuid,
	"item_label" text NOT NULL,
	"admin_id" uuid,
	"action" "report_action" NOT NULL,
	"reason" text,
	"report_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_id" uuid,
	"review_id" uuid,
	"reporter_id" uuid NOT NULL,
	"reason" "report_reason" NOT NULL,
	"text" text,
	"status" "report_status" DEFAULT 'OPEN' NOT NULL,
	"decision_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_one_item" CHECK (("reports"."flow_id" is null) <> ("reports"."review_id" is null)),
	CONSTRAINT "reports_text_length" CHECK (char_length("reports"."text") <= 500)
);
--> statement-breakpoint
CREATE TABLE "user_handles" (
	"handle" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "handle" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bio" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "links" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_public" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_opt_outs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "review_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_decisions" ADD CONSTRAINT "report_decisions_admin_id_users_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_flow_id_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_decision_id_report_decisions_id_fk" FOREIGN KEY ("decision_id") REFERENCES "public"."report_decisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_handles" ADD CONSTRAINT "user_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_decisions_created_idx" ON "report_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "report_decisions_flow_idx" ON "report_decisions" USING btree ("flow_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_flow_reporter_key" ON "reports" USING btree ("flow_id","reporter_id") WHERE status = 'OPEN' and flow_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_review_reporter_key" ON "reports" USING btree ("review_id","reporter_id") WHERE status = 'OPEN' and review_id is not null;--> statement-breakpoint
CREATE INDEX "reports_open_created_idx" ON "reports" USING btree ("created_at") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_flow_idx" ON "reports" USING btree ("flow_id","reason") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_review_idx" ON "reports" USING btree ("review_id","reason") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "reports_reporter_created_idx" ON "reports" USING btree ("reporter_id","created_at");--> statement-breakpoint
CREATE INDEX "user_handles_user_idx" ON "user_handles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "flows_public_author_idx" ON "flows" USING btree ("author_id","created_at","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at");--> statement-breakpoint
-- Creator pages (lib/authors): every account gets a handle made from its name by the same rules as
-- lib/authors/handle.ts (folded, lower case, words joined by '-', at most 40 characters, 'autor' when
-- nothing is left), made unique against current and earlier handles with -2, -3… and, past a few
-- tries, a random tail. A row inserted without one (registration, seed, tests) gets it here.
CREATE OR REPLACE FUNCTION fluxoteca_handle_base(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(left(trim(both '-' from left(trim(both '-' from regexp_replace(translate(lower(coalesce(name, '')), 'áàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'aaaaaaeeeeiiiiooooouuuucnyy'), '[^a-z0-9]+', '-', 'g')), 40)), 40), ''), 'autor')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fluxoteca_unique_handle(base text, self uuid) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM users WHERE handle = candidate AND id IS DISTINCT FROM self)
     OR EXISTS (SELECT 1 FROM user_handles WHERE handle = candidate AND user_id IS DISTINCT FROM self) LOOP
    n := n + 1;
    candidate := CASE WHEN n <= 9 THEN base || '-' || n ELSE base || '-' || substr(md5(random()::text), 1, 6) END;
  END LOOP;
  RETURN candidate;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fluxoteca_users_handle_default() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.handle IS NULL OR NEW.handle = '' THEN
    NEW.handle := fluxoteca_unique_handle(fluxoteca_handle_base(NEW.name), NEW.id);
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  u record;
BEGIN
  FOR u IN SELECT id, name FROM users ORDER BY created_at, id LOOP
    UPDATE users SET handle = fluxoteca_unique_handle(fluxoteca_handle_base(u.name), u.id) WHERE id = u.id;
  END LOOP;
END
$$;
--> statement-breakpoint
CREATE UNIQUE INDEX "users_handle_key" ON "users" USING btree ("handle");
--> statement-breakpoint
CREATE TRIGGER users_handle_default BEFORE INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION fluxoteca_users_handle_default();
--> statement-breakpoint
-- Catalogue cards link "por …" to the creator page (or not, when it is private): a new handle or a
-- page made private changes every page that shows the author's flows.
CREATE TRIGGER users_profile_bump_catalog AFTER UPDATE OF handle, profile_public ON users
  FOR EACH ROW WHEN (OLD.handle IS DISTINCT FROM NEW.handle OR OLD.profile_public IS DISTINCT FROM NEW.profile_public)
  EXECUTE FUNCTION fluxoteca_bump_catalog();
