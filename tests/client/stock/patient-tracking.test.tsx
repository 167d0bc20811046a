/**
 * The patient tracking book's page when the server refuses its period (a link with the dates
 * reversed): the server's own reason is shown, not the generic "bad request".
 */
import { screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PatientTrackingPage } from '../../../src/features/stock-reports/patient-tracking-page';
import { type ApiServer, startApiServer } from '../auth/api-server';
import { signIn } from '../signed-in';
import { renderAt } from './render-stock';

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer();
});
afterAll(() => api.close());
afterEach(() => api.reset());
beforeEach(() => signIn());

describe('the patient tracking book', () => {
  it("says the server's reason for refusing the period", async () => {
    api.on('GET reports/patient-tracking', {
      status: 400,
      body: {
        code: 'validation_error',
        message: 'Dữ liệu gửi lên không hợp lệ.',
        errors: { to: ['Ngày kết thúc không được trước ngày bắt đầu.'] },
      },
    });
    renderAt('/patient-tracking', () => (
      <PatientTrackingPage from="2026-11-20" to="2026-11-10" onRangeChange={() => undefined} />
    ));
    expect(await screen.findByText('Ngày kết thúc không được trước ngày bắt đầu.')).toBeVisible();
    expect(screen.queryByText('Dữ liệu gửi lên không hợp lệ.')).toBeNull();
  });
});
