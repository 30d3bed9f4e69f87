-- Trigram indexes back the accent- and case-insensitive catalogue search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
