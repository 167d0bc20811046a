/** The till's refused entries: a retry only where one can succeed; the rest are handed to a manager. */
import { ChakraProvider } from '@chakra-ui/react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { system } from '../../../src/components/ui/system';
import { OutboxTable } from '../../../src/features/sync/outbox-table';
import type { OutboxEntry } from '../../../src/sync/ports';

const entry = (id: string, code: string, reason: string): OutboxEntry =>
  ({
    id,
    device_id: 'd',
    seq: 1,
    name: 'order.create',
    args: {},
    status: 'rejected',
    attempts: 1,
    last_error: reason,
    rejected_code: code,
    created_at: '2026-11-24T03:00:00.000Z',
  }) as OutboxEntry;

describe('refused outbox entries', () => {
  it('offer a retry for a refusal waiting on other data, and none for one a retry cannot change', () => {
    const onRetry = vi.fn();
    render(
      <ChakraProvider value={system}>
        <OutboxTable
          testId="outbox-rejected"
          empty="-"
          onRetry={onRetry}
          entries={[
            entry('a', 'unknown_register_session', 'Không tìm thấy ca bán hàng của thao tác này.'),
            entry('b', 'mutation_id_reused', 'Mã thao tác này đã được dùng cho một nội dung khác.'),
          ]}
        />
      </ChakraProvider>,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    within(rows[0]!).getByRole('button', { name: 'Thử lại' }).click();
    expect(onRetry).toHaveBeenCalledWith('a');
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    expect(within(rows[1]!).getByText('Đã chuyển cho quản lý xử lý')).toBeInTheDocument();
    expect(within(rows[1]!).getByText(/nội dung khác/)).toBeInTheDocument();
  });
});
