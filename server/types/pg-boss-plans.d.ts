declare module 'pg-boss/src/plans.js' {
  /** pg-boss's own SQL text for a bulk insert of jobs ($1: the jobs as JSON; $2–$6: defaults). */
  export function insertJobs(schema: string): string;
}
