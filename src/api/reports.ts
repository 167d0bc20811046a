/** Calls of /api/v1/reports: the dashboard's figures for a period. */
import { getData } from './client';
import type { DashboardPeriod, DashboardReport } from '../domain/reports/dashboard';

export const REPORTS_PATH = 'reports';

export const reportsApi = {
  dashboard: (period: DashboardPeriod, date: string) =>
    getData<DashboardReport>(`${REPORTS_PATH}/dashboard`, { period, date }),
};
