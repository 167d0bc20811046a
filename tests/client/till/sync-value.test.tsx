/**
 * A component that shows one value of the sync state re-renders when that value changes and not
 * with the rest of the state: a sync round sets `syncing`, `lastSyncedAt` and the outbox counts
 * several times, and the till's header re-rendered with every set (issue 16).
 */
import { act, render, screen } from '@testing-library/react';
import { resetSyncState, setSyncState } from '../../../src/till/sync-status';
import { useSyncValue } from '../../../src/till/use-sync-status';

afterEach(() => act(() => resetSyncState()));

function Pending({ onRender }: { onRender: () => void }) {
  const pending = useSyncValue((state) => state.pending);
  onRender();
  return <p data-testid="pending">{pending}</p>;
}

describe('useSyncValue', () => {
  it('re-renders with its own value only', () => {
    const onRender = vi.fn();
    render(<Pending onRender={onRender} />);
    expect(screen.getByTestId('pending')).toHaveTextContent('0');
    const first = onRender.mock.calls.length;

    act(() => setSyncState({ syncing: true }));
    act(() => setSyncState({ syncing: false, lastSyncedAt: '2026-11-26T10:00:00.000Z', lastError: null }));
    act(() => setSyncState({ pending: 0 }));
    expect(onRender).toHaveBeenCalledTimes(first);

    act(() => setSyncState({ pending: 3 }));
    expect(screen.getByTestId('pending')).toHaveTextContent('3');
    expect(onRender).toHaveBeenCalledTimes(first + 1);
  });
});
