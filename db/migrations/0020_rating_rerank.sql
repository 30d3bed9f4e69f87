-- A new prior is applied to the flows in batches (lib/flows/rating-rank.ts): one UPDATE of every row
-- outlasts the statement time limit on a large catalogue. `applied` is false until the last batch,
-- so a re-rank cut short (an instance stopped, a database blip) is finished by the next refresh.
ALTER TABLE "rating_prior" ADD COLUMN "applied" boolean DEFAULT true NOT NULL;
