-- Diacritics-insensitive search (issue 5): "thuoc" finds "thuốc", "d" finds "đ".
-- unaccent strips the marks and pg_trgm indexes substrings; app_search_norm() is the one
-- normalisation every searchable column and every search term goes through, declared IMMUTABLE
-- so generated columns and expression indexes can use it (the dictionary is named explicitly,
-- which is what makes the wrapper safe to mark immutable).
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_search_norm(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(translate(public.unaccent('public.unaccent'::regdictionary, value), 'đĐ', 'dd')) $$;
