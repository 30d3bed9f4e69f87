-- Honest ranking (docs/product-rules.md, "Ordenação por avaliação"): "Avaliação" sorts by a Bayesian
-- average, (C·m + Σratings) / (C + n), stored per flow in `rating_rank` and indexed like the score
-- sorts it replaces. m (the mean rating over the reviews of approved public flows) and C (the
-- `rating_prior_weight` setting) live in the one-row `rating_prior`.
CREATE TABLE "rating_prior" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"mean" double precision DEFAULT 0 NOT NULL,
	"weight" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_prior_one_row" CHECK ("rating_prior"."id" = 1),
	CONSTRAINT "rating_prior_weight_range" CHECK ("rating_prior"."weight" between 0 and 100)
);
--> statement-breakpoint
DROP INDEX "flows_score_idx";--> statement-breakpoint
DROP INDEX "flows_platform_score_idx";--> statement-breakpoint
DROP INDEX "flows_score_downloads_idx";--> statement-breakpoint
DROP INDEX "flows_public_score_idx";--> statement-breakpoint
DROP INDEX "flows_public_score_downloads_idx";--> statement-breakpoint
DROP INDEX "flows_public_platform_score_idx";--> statement-breakpoint
DROP INDEX "flows_public_complexity_score_idx";--> statement-breakpoint
DROP INDEX "flows_public_safety_score_idx";--> statement-breakpoint
DROP INDEX "flows_public_min_n8n_idx";--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "rating_rank" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "flows_rating_rank_idx" ON "flows" USING btree ("rating_rank","download_count","id");--> statement-breakpoint
CREATE INDEX "flows_platform_rating_rank_idx" ON "flows" USING btree ("platform","rating_rank","download_count","id");--> statement-breakpoint
CREATE INDEX "flows_public_rating_rank_idx" ON "flows" USING btree ("rating_rank","download_count","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_platform_rating_rank_idx" ON "flows" USING btree ("platform","rating_rank","download_count","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_complexity_rating_rank_idx" ON "flows" USING btree ("complexity","rating_rank","download_count","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_safety_rating_rank_idx" ON "flows" USING btree ("safety_level","rating_rank","download_count","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
CREATE INDEX "flows_public_min_n8n_rating_rank_idx" ON "flows" USING btree ("min_n8n_version","rating_rank","download_count","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
-- Σratings is round(score · n): ratings are integers, so this is exact. Without reviews and without a
-- prior (C = 0) the rank is 0, as the plain score was.
CREATE OR REPLACE FUNCTION fluxoteca_rating_rank(score double precision, review_count integer, mean double precision, weight integer)
RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN weight + review_count = 0 THEN 0::double precision
    ELSE (weight * mean + round(score * review_count)) / (weight + review_count) END
$$;
--> statement-breakpoint
-- Runs in the very statement that writes score or review_count (the review's transaction). A missing
-- prior row (an emptied table) reads as mean 0, weight 5.
CREATE OR REPLACE FUNCTION fluxoteca_flows_rating_rank() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  m double precision;
  c integer;
BEGIN
  SELECT mean, weight INTO m, c FROM rating_prior WHERE id = 1;
  NEW.rating_rank := fluxoteca_rating_rank(NEW.score, NEW.review_count, coalesce(m, 0), coalesce(c, 5));
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flows_rating_rank BEFORE INSERT OR UPDATE OF score, review_count ON flows
  FOR EACH ROW EXECUTE FUNCTION fluxoteca_flows_rating_rank();
--> statement-breakpoint
-- Backfill: the prior from today's reviews, then every flow's rank with it.
INSERT INTO rating_prior (id, mean, weight)
SELECT 1, coalesce(sum(round(score * review_count)) / nullif(sum(review_count), 0), 0), 5
FROM flows WHERE status = 'APPROVED' AND is_public AND review_count > 0
ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
UPDATE flows SET rating_rank = fluxoteca_rating_rank(flows.score, flows.review_count, p.mean, p.weight)
FROM rating_prior p WHERE p.id = 1;
