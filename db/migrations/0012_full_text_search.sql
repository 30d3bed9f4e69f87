-- Full-text search of the catalogue in Portuguese (and English), the same on Postgres and PGlite:
-- only built-ins (the snowball stemmers, regexp, translate) and pg_trgm, no other extension.
--
-- Accents are folded BEFORE stemming, so "automacoes" typed without them meets "automações" in a
-- description. Folding alone would split singular from plural (the Portuguese stemmer removes
-- "-ação" but not "-acao"), so the endings whose form matters to the stemmer are put back in one
-- canonical shape first: -cao/-coes → -ção, -oes/-aes/-ao → -ão, -ens → -em (mensagens →
-- mensagem), -ais → -al, -eis → -el, -avel/-ivel → -ável/-ível, -encia/-ancia → -ência/-ância.
-- Document and query go through the same functions, so whatever they make of a word, they agree.
-- The functions use SQL-standard bodies: parsed once, with their references resolved at creation,
-- so a stored generated column that calls them also survives a dump and restore.
-- The same folding as `translate(lower(t), FOLD_FROM, FOLD_TO)` (db/schema.ts), done with replace():
-- translate() compares every character with each of the 27 accented ones and costs 2-4 times more
-- (250 µs against 70 µs for a description on PGlite), and every write of a flow folds its texts.
CREATE FUNCTION fluxoteca_search_fold(t text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(t),
  'á', 'a'),
  'à', 'a'),
  'â', 'a'),
  'ã', 'a'),
  'ä', 'a'),
  'å', 'a'),
  'é', 'e'),
  'è', 'e'),
  'ê', 'e'),
  'ë', 'e'),
  'í', 'i'),
  'ì', 'i'),
  'î', 'i'),
  'ï', 'i'),
  'ó', 'o'),
  'ò', 'o'),
  'ô', 'o'),
  'õ', 'o'),
  'ö', 'o'),
  'ú', 'u'),
  'ù', 'u'),
  'û', 'u'),
  'ü', 'u'),
  'ç', 'c'),
  'ñ', 'n'),
  'ý', 'y'),
  'ÿ', 'y');
--> statement-breakpoint
-- The canonical endings, on folded text.
CREATE FUNCTION fluxoteca_search_endings(folded text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(regexp_replace(
  folded,
  'c(oes|ao)\M', 'ção', 'g'),
  '(\w)(oes|aes|ao)\M', '\1ão', 'g'),
  '(\w\w)ens\M', '\1em', 'g'),
  '(\w\w)ais\M', '\1al', 'g'),
  '(\w\w)eis\M', '\1el', 'g'),
  'avel\M', 'ável', 'g'),
  'ivel\M', 'ível', 'g'),
  'encia(s?)\M', 'ência\1', 'g'),
  'ancia(s?)\M', 'ância\1', 'g');
--> statement-breakpoint
-- The pt-BR configuration: the built-in Portuguese snowball stemmer and stop words, fed the text
-- above. Its own name, so its mappings can change without touching the built-in one.
CREATE TEXT SEARCH CONFIGURATION fluxoteca_pt (COPY = pg_catalog.portuguese);
--> statement-breakpoint
-- A text's search document: its Portuguese stems plus its English ones (a share of the catalogue is
-- in English: "sending" must find "send"). Stripped of positions and weights, which nothing reads:
-- relevance comes from which document matches (below), so each stays small and cheap to check.
CREATE FUNCTION fluxoteca_search_stems(folded text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN strip(to_tsvector('fluxoteca_pt'::regconfig, fluxoteca_search_endings(folded)) || to_tsvector('english'::regconfig, folded));
--> statement-breakpoint
CREATE FUNCTION fluxoteca_search_vector(t text) RETURNS tsvector LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN fluxoteca_search_stems(fluxoteca_search_fold(t));
--> statement-breakpoint
-- array_to_string is only STABLE (it could format any element type); for text arrays it is immutable.
CREATE FUNCTION fluxoteca_search_join(items text[]) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN array_to_string(coalesce(items, '{}'), ' ');
--> statement-breakpoint
-- The documents, from the narrowest: the name (a column of its own below), the name with tags and
-- integrations, and everything with the description.
CREATE FUNCTION fluxoteca_search_head(name text, tags text[], integrations text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN fluxoteca_search_vector(coalesce(name, '') || ' ' || fluxoteca_search_join(tags) || ' ' || fluxoteca_search_join(integrations));
--> statement-breakpoint
CREATE FUNCTION fluxoteca_search_document(name text, description text, tags text[], integrations text[]) RETURNS tsvector
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN fluxoteca_search_vector(
  coalesce(name, '') || ' ' || fluxoteca_search_join(tags) || ' ' || fluxoteca_search_join(integrations) || ' ' || coalesce(description, '')
);
--> statement-breakpoint
-- One word of a search (or a phrase, for synonyms like "google sheets": all its words): its
-- Portuguese or its English stems.
CREATE FUNCTION fluxoteca_search_terms(folded text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN plainto_tsquery('fluxoteca_pt'::regconfig, fluxoteca_search_endings(folded)) || plainto_tsquery('english'::regconfig, folded);
--> statement-breakpoint
CREATE FUNCTION fluxoteca_search_query(term text) RETURNS tsquery LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
RETURN fluxoteca_search_terms(fluxoteca_search_fold(term));
--> statement-breakpoint
-- The words of a flow as written (lower case, accents kept), for the dictionary of typo corrections.
CREATE FUNCTION fluxoteca_search_words(name text, description text, tags text[], integrations text[]) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE
RETURN ARRAY(
  SELECT DISTINCT w FROM regexp_split_to_table(
    lower(coalesce(name, '') || ' ' || coalesce(description, '') || ' ' || fluxoteca_search_join(tags) || ' ' || fluxoteca_search_join(integrations)),
    '[^a-z0-9áàâãäåéèêëíìîïóòôõöúùûüçñýÿ]+') AS w
  WHERE length(w) BETWEEN 3 AND 30 AND w !~ '^[0-9]+$'
);
--> statement-breakpoint
CREATE TABLE "flow_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"spelling" text NOT NULL,
	"flows" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One rewrite of the table for the three columns.
ALTER TABLE "flows"
  ADD COLUMN "search_name" "tsvector" GENERATED ALWAYS AS (fluxoteca_search_vector(name)) STORED,
  ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (fluxoteca_search_head(name, tags, integrations)) STORED,
  ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (fluxoteca_search_document(name, description, tags, integrations)) STORED;--> statement-breakpoint
-- Relevance walks the rating index of one document's matches, or collects a rare word's few
-- matches from the GIN index: the planner picks right only with good statistics of the lexemes.
-- With the default target a word no flow has is estimated at ~1% of the table, and a walk for it
-- crosses the whole index (seconds at 100,000 flows); with 1000 it is estimated at a few rows.
ALTER TABLE "flows"
  ALTER COLUMN "search_name" SET STATISTICS 1000,
  ALTER COLUMN "search_head" SET STATISTICS 1000,
  ALTER COLUMN "search_vector" SET STATISTICS 1000;--> statement-breakpoint
CREATE INDEX "flow_search_words_trgm_idx" ON "flow_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "flows_search_name_idx" ON "flows" USING gin ("search_name");--> statement-breakpoint
CREATE INDEX "flows_search_head_idx" ON "flows" USING gin ("search_head");--> statement-breakpoint
CREATE INDEX "flows_search_vector_idx" ON "flows" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "flows_score_downloads_idx" ON "flows" USING btree ("score","download_count","id");--> statement-breakpoint
CREATE INDEX "flows_public_score_downloads_idx" ON "flows" USING btree ("score","download_count","id") WHERE status = 'APPROVED' and is_public;--> statement-breakpoint
-- flow_search_words counts, per folded word, the approved public flows that use it (private and
-- unapproved flows never lend a word to a suggestion). Inserts and deletes are counted once per
-- statement from the transition table (a bulk load is one upsert per batch), updates per row and
-- only when the text or the visibility changed; upserts run in word order, so concurrent writers
-- lock the rows in the same order.
CREATE FUNCTION fluxoteca_search_words_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flow_search_words AS sw (word, spelling, flows)
  SELECT fluxoteca_search_fold(t), max(t COLLATE "C"), count(DISTINCT n.id)::int
  FROM new_rows AS n, unnest(fluxoteca_search_words(n.name, n.description, n.tags, n.integrations)) AS t
  WHERE n.status = 'APPROVED' AND n.is_public
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET flows = sw.flows + excluded.flows, spelling = greatest(sw.spelling COLLATE "C", excluded.spelling);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION fluxoteca_search_words_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO flow_search_words AS sw (word, spelling, flows)
  SELECT fluxoteca_search_fold(t), fluxoteca_search_fold(t), -count(DISTINCT o.id)::int
  FROM old_rows AS o, unnest(fluxoteca_search_words(o.name, o.description, o.tags, o.integrations)) AS t
  WHERE o.status = 'APPROVED' AND o.is_public
  GROUP BY 1 ORDER BY 1
  ON CONFLICT (word) DO UPDATE SET flows = sw.flows + excluded.flows;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION fluxoteca_search_words_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH changes(word, spelling, delta) AS (
    SELECT fluxoteca_search_fold(t), NULL::text, -1
    FROM unnest(fluxoteca_search_words(OLD.name, OLD.description, OLD.tags, OLD.integrations)) AS t
    WHERE OLD.status = 'APPROVED' AND OLD.is_public
    GROUP BY 1
    UNION ALL
    SELECT fluxoteca_search_fold(t), max(t COLLATE "C"), 1
    FROM unnest(fluxoteca_search_words(NEW.name, NEW.description, NEW.tags, NEW.integrations)) AS t
    WHERE NEW.status = 'APPROVED' AND NEW.is_public
    GROUP BY 1
  )
  INSERT INTO flow_search_words AS sw (word, spelling, flows)
  SELECT word, coalesce(max(spelling COLLATE "C"), word), sum(delta)::int FROM changes
  GROUP BY word HAVING sum(delta) <> 0 ORDER BY word
  ON CONFLICT (word) DO UPDATE SET flows = sw.flows + excluded.flows, spelling = greatest(sw.spelling COLLATE "C", excluded.spelling);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER flows_search_words_added AFTER INSERT ON flows REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fluxoteca_search_words_added();
--> statement-breakpoint
CREATE TRIGGER flows_search_words_removed AFTER DELETE ON flows REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION fluxoteca_search_words_removed();
--> statement-breakpoint
CREATE TRIGGER flows_search_words_changed AFTER UPDATE OF name, description, tags, integrations, status, is_public ON flows
  FOR EACH ROW
  WHEN (
    ((OLD.status = 'APPROVED' AND OLD.is_public) OR (NEW.status = 'APPROVED' AND NEW.is_public))
    AND (OLD.name, OLD.description, OLD.tags, OLD.integrations, OLD.status = 'APPROVED' AND OLD.is_public)
      IS DISTINCT FROM (NEW.name, NEW.description, NEW.tags, NEW.integrations, NEW.status = 'APPROVED' AND NEW.is_public)
  )
  EXECUTE FUNCTION fluxoteca_search_words_changed();
--> statement-breakpoint
INSERT INTO flow_search_words (word, spelling, flows)
SELECT fluxoteca_search_fold(t), max(t COLLATE "C"), count(DISTINCT f.id)::int
FROM flows AS f, unnest(fluxoteca_search_words(f.name, f.description, f.tags, f.integrations)) AS t
WHERE f.status = 'APPROVED' AND f.is_public
GROUP BY 1;
