-- Sync versions without a hot counter row (docs/decisions.md "Sync versions: one sequence under a
-- per-tenant transaction lock"). Migration 0003 incremented sync_versions.last_version once per
-- written row; within one transaction that makes a chain of row versions that every later
-- increment walks again, so a 16,000-row import took 18 s and a 100,000-row one many minutes.
-- Now: the first write of a transaction takes a per-tenant advisory lock held until commit (the
-- next writer of the tenant waits, so a tenant's versions still become visible in increasing
-- order), and numbers come from one sequence (gaps between a tenant's versions are harmless).
CREATE SEQUENCE IF NOT EXISTS sync_version_seq AS bigint;
--> statement-breakpoint
-- Above every version already handed out, so existing cursors stay valid.
SELECT setval('sync_version_seq', greatest(coalesce((SELECT max(last_version) FROM sync_versions), 0), 1));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_next_version(p_tenant uuid) RETURNS bigint
  LANGUAGE plpgsql VOLATILE
  AS $$
BEGIN
  -- Re-taking a lock the transaction already holds is an in-memory counter bump.
  PERFORM pg_advisory_xact_lock(1937339254, hashtext(p_tenant::text));
  RETURN nextval('sync_version_seq');
END $$;
