-- Pull (DESIGN.md §5) reads each synced table by (tenant_id, version). This redefines the function
-- that runs after every migration so that it also indexes every table with a `version` column,
-- including tables added by later migrations.
CREATE OR REPLACE FUNCTION app_secure_tenant_tables() RETURNS void
  LANGUAGE plpgsql
  AS $$
DECLARE
  t record;
BEGIN
  EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO pharmatill_app';
  EXECUTE 'GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO pharmatill_app';
  FOR t IN
    SELECT c.relname AS table_name, a.attname AS key_column
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
    UNION ALL
    SELECT 'tenants', 'id'
  LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', t.table_name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', t.table_name);
    IF NOT EXISTS (
      SELECT 1 FROM pg_policies
       WHERE schemaname = 'public' AND tablename = t.table_name AND policyname = 'tenant_isolation'
    ) THEN
      EXECUTE format(
        'CREATE POLICY tenant_isolation ON %I USING (%I = app_current_tenant()) WITH CHECK (%I = app_current_tenant())',
        t.table_name, t.key_column, t.key_column);
    END IF;
  END LOOP;
  FOR t IN
    SELECT c.relname AS table_name
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
       AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'version' AND NOT a.attisdropped)
       AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
       AND NOT EXISTS (SELECT 1 FROM pg_trigger g WHERE g.tgrelid = c.oid AND g.tgname = 'sync_version')
  LOOP
    EXECUTE format('CREATE TRIGGER sync_version BEFORE INSERT OR UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION app_bump_version()', t.table_name);
  END LOOP;
  -- A pull reads `version > cursor ORDER BY version` per tenant: every synced table gets an index.
  FOR t IN
    SELECT c.relname AS table_name
      FROM pg_class c
      JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'r'
       AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'version' AND NOT a.attisdropped)
       AND EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'tenant_id' AND NOT a.attisdropped)
       AND to_regclass(format('public.%I', c.relname || '_sync_version_idx')) IS NULL
  LOOP
    EXECUTE format('CREATE INDEX %I ON %I (tenant_id, version)', t.table_name || '_sync_version_idx', t.table_name);
  END LOOP;
END $$;
