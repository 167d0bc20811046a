-- Sync versions (DESIGN.md §5): every table with a `version` column gets a trigger that sets a
-- per-tenant, strictly increasing version on insert and update. The increment takes a row lock
-- on sync_versions that is held until commit, so versions of one tenant commit in order.
CREATE OR REPLACE FUNCTION app_next_version(p_tenant uuid) RETURNS bigint
  LANGUAGE sql VOLATILE
  AS $$
    INSERT INTO sync_versions AS s (tenant_id, last_version) VALUES (p_tenant, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET last_version = s.last_version + 1
    RETURNING last_version
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_bump_version() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  NEW.version := app_next_version(NEW.tenant_id);
  RETURN NEW;
END $$;
--> statement-breakpoint
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
END $$;
