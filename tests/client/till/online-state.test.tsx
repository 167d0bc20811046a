/**
 * The header's online state follows the sync rounds, not only the browser: a round that cannot
 * reach the server (a network TransportError) shows "Ngoại tuyến" although navigator.onLine is
 * still true, and the next round that gets through shows "Trực tuyến" again. Runs the real till
 * session (engine, runner, status) on fake-indexeddb with a stand-in server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { v7 as uuidv7 } from 'uuid';
import { openTillSession, type OpenTillSession } from '../../../src/till/open-session';
import { getSyncState } from '../../../src/till/sync-status';
import { renderShell, signIn, useScreen } from '../shell/render-shell';
import { FakeServer } from './fake-transport';

let session: OpenTillSession | undefined;
afterEach(() => session?.close());

describe('the online state in the header', () => {
  it('goes offline when a round cannot reach the server and back online when one does', async () => {
    useScreen('desktop');
    signIn(['cashier']);
    expect(navigator.onLine).toBe(true);
    const server = new FakeServer();
    session = openTillSession(uuidv7(), { transport: server });
    renderShell('/dashboard', undefined, session);
    const header = await screen.findByRole('banner');
    const badge = () => within(header).getByTitle(/Trực tuyến|Ngoại tuyến/);

    // The first round (started with the session) finds no server.
    await waitFor(() => expect(badge()).toHaveAttribute('data-online', 'false'));
    expect(within(header).getByText('Ngoại tuyến')).toBeInTheDocument();
    expect(getSyncState().lastError).toBe('Không kết nối được máy chủ');
    expect(navigator.onLine).toBe(true);

    server.reachable = true;
    session.syncNow();
    await waitFor(() => expect(badge()).toHaveAttribute('data-online', 'true'));
    expect(within(header).getByText('Trực tuyến')).toBeInTheDocument();
    expect(server.pulls).toBeGreaterThan(0);
    expect(getSyncState()).toMatchObject({ online: true, lastError: null, syncing: false });
  });

  it('stays offline when the browser went offline while a round that reached the server was ending', async () => {
    signIn(['cashier']);
    const server = new FakeServer();
    server.reachable = true;
    const onLine = vi.spyOn(navigator, 'onLine', 'get');
    session = openTillSession(uuidv7(), { transport: server });
    // The round's requests were answered; the browser loses the connection before it ends.
    onLine.mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await waitFor(() => expect(server.pulls).toBeGreaterThan(0));
    await waitFor(() => expect(getSyncState().syncing).toBe(false));
    expect(getSyncState()).toMatchObject({ online: false, lastError: null });
    onLine.mockRestore();
    window.dispatchEvent(new Event('online'));
    expect(getSyncState().online).toBe(true);
  });
});
