/** Open register sessions as `GET /pos-registers?state=open` answers them, for the dialogs that choose one. */
import { v7 } from 'uuid';

export const openSession = (id: string, till: string, by: string, openedAt = '2026-11-28T01:00:00Z') => ({
  id,
  pos_setting: { id: v7(), name: till },
  state: 'open',
  opened_by: { id: v7(), name: by },
  opened_at: openedAt,
  opening_cash: 500_000,
  closed_by: null,
  closed_at: null,
  counted_cash: null,
  expected_cash: null,
  difference: null,
  order_count: 0,
});

export const openSessionsBody = (sessions: ReturnType<typeof openSession>[]) => ({
  data: sessions,
  meta: { page: 1, page_size: 100, total: sessions.length },
});
