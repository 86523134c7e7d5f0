-- Keeps the customers' list fast at scale (`npm run bench`: list-page latency with seed:big's
-- 100,000 customers). The list sorts by the folded name or document and searches "every word
-- contained" in them (server/db/textSearch.ts). Folding every row at every request cost seconds
-- there, so the folded forms are stored once, as generated columns, and indexed: a B-tree for
-- each sort and a trigram index for the search. The expressions are textSearch.ts's folded()
-- (tests/customers/customersListIndexes.server.test.ts checks that they still agree).

ALTER TABLE customers
  ADD COLUMN name_key text GENERATED ALWAYS AS (translate(lower(name), 'áàäâãåéèëêíìïîóòöôõúùüûñçýÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇÝ', 'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncy')) STORED,
  ADD COLUMN document_key text GENERATED ALWAYS AS (translate(lower(document_number), 'áàäâãåéèëêíìïîóòöôõúùüûñçýÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇÝ', 'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncy')) STORED,
  -- A search word has no spaces, so it never matches across the one between name and document.
  ADD COLUMN search_key text GENERATED ALWAYS AS (translate(lower(name), 'áàäâãåéèëêíìïîóòöôõúùüûñçýÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇÝ', 'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncy') || ' ' || translate(lower(document_number), 'áàäâãåéèëêíìïîóòöôõúùüûñçýÁÀÄÂÃÅÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇÝ', 'aaaaaaeeeeiiiiooooouuuuncyaaaaaaeeeeiiiiooooouuuuncy')) STORED;

CREATE INDEX customers_name_key_idx ON customers (name_key COLLATE "C", id);
CREATE INDEX customers_document_key_idx ON customers (document_key COLLATE "C", id);

-- Trigram index for LIKE '%word%'. pg_trgm ships with PostgreSQL (Debian's server package,
-- PGlite's contrib) and is a trusted extension that a database owner may create. Where it cannot
-- be created the search still works, reading the table, only slower: the server still starts.
DO $$
DECLARE
  ext_schema text;
BEGIN
  BEGIN
    -- In public, not the search path's first schema: an extension exists once per database, and
    -- the PostgreSQL test suite gives each test file a schema of its own.
    CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
  EXCEPTION WHEN insufficient_privilege OR undefined_file OR invalid_schema_name THEN
    RAISE NOTICE 'pg_trgm is not available (%): customer search works without its index', SQLERRM;
  END;
  SELECT n.nspname INTO ext_schema
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF ext_schema IS NOT NULL THEN
    EXECUTE format('CREATE INDEX customers_search_key_idx ON customers USING gin (search_key %I.gin_trgm_ops)', ext_schema);
  END IF;
END
$$;
