/** Calls of /api/v1/reports: the dashboard's figures for a period, and a new shop's first steps. */
import { queryOptions } from '@tanstack/react-query';
import { getData } from './client';
import type { GettingStarted } from '../domain/getting-started';
import type { DashboardPeriod, DashboardReport } from '../domain/reports/dashboard';

export const REPORTS_PATH = 'reports';

export const reportsApi = {
  dashboard: (period: DashboardPeriod, date: string) =>
    getData<DashboardReport>(`${REPORTS_PATH}/dashboard`, { period, date }),
  gettingStarted: () => getData<GettingStarted>(`${REPORTS_PATH}/getting-started`),
};

/**
 * How long a dashboard report counts as current for the page that mounts after its route's loader
 * fetched it: the page does not fetch it a second time. Each visit still fetches once, through the
 * loader.
 */
export const DASHBOARD_FRESH_MS = 10_000;

/**
 * The dashboard's report query, shared by the page and its route's loader. The loader starts the
 * request as the navigation starts, beside the page's code and the till's database, instead of
 * after the page's first render (issue 16: the report's panels are the page's largest paint).
 */
export function dashboardQuery(period: DashboardPeriod, date: string) {
  return queryOptions({
    queryKey: [REPORTS_PATH, 'dashboard', period, date],
    queryFn: () => reportsApi.dashboard(period, date),
    staleTime: DASHBOARD_FRESH_MS,
  });
}
