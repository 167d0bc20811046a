-- The application role and the row-level security base (DESIGN.md §4).
-- The API connects as the owner of the tables only to migrate; every request runs as
-- pharmatill_app, which owns nothing, so PostgreSQL enforces the tenant policies on it.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pharmatill_app') THEN
    CREATE ROLE pharmatill_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END $$;
--> statement-breakpoint
GRANT pharmatill_app TO current_user;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO pharmatill_app;
--> statement-breakpoint
-- The tenant of the current transaction, set with set_config('app.tenant_id', id, true).
CREATE OR REPLACE FUNCTION app_current_tenant() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
-- Run after every migration: grants the application role its rights on every table and puts
-- a forced tenant policy on every table that has a tenant_id column (and on tenants itself),
-- so that a new table cannot be forgotten.
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
END $$;
