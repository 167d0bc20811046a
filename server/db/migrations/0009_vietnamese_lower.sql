-- Case-insensitive names that keep their diacritics ("Hộp" equals "HỘP" but not "Hop").
-- lower() folds only ASCII under the C locale the embedded server uses, so Vietnamese capitals
-- are folded explicitly; the function is immutable so unique indexes can use it.
CREATE OR REPLACE FUNCTION app_lower_vi(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(translate(value, 'ÀÁẢÃẠĂẰẮẲẴẶÂẦẤẨẪẬĐÈÉẺẼẸÊỀẾỂỄỆÌÍỈĨỊÒÓỎÕỌÔỒỐỔỖỘƠỜỚỞỠỢÙÚỦŨỤƯỪỨỬỮỰỲÝỶỸỴ', 'àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ')) $$;
