/**
 * Opens the till session of a signed-in tenant and runs its offline engine: the till database
 * (a strict connection, and a relaxed one for pulled pages), the product search, one syncing tab
 * (Web Lock) running rounds over the transport, BroadcastChannel nudges between tabs, the status
 * store, and a one-time ask for persistent storage. Closed at sign-out; the outbox stays on disk
 * in between and drains at the next sign-in.
 */
import { TillDb } from '../db/database';
import { dexieLocalStore, onPulled } from '../db/local-store';
import { deviceId, META_KEYS, readMeta, writeMeta } from '../db/meta';
import { onOutboxChange, outboxSummary, unsyncedCount } from '../db/outbox';
import { ProductSearch } from '../db/product-search';
import { BACKGROUND_SYNC_TAG } from '../sync/background-sync-tag';
import { syncRound } from '../sync/engine';
import { TransportError, type Clock, type Transport } from '../sync/ports';
import { SyncRunner } from '../sync/runner';
import { httpTransport } from './http-transport';
import { tillSession, type TillSession } from './session';
import { resetSyncState, setSyncState } from './sync-status';

/** Prefix of the per-tenant Web Lock and BroadcastChannel names (not the background-sync tag). */
const CHANNEL = 'pharmatill-sync';

export interface OpenTillSession extends TillSession {
  /** Stops syncing and closes the database connections; the data, the outbox above all, stays. */
  close(): void;
}

export interface TillSessionOptions {
  /** The network side of the engine (the app's HTTP client by default). */
  transport?: Transport;
  /** Web Locks electing the syncing tab (the browser's by default; without them this tab syncs). */
  locks?: LockManager;
  /** Time for the runner's timers (the real clock by default; tests pass a fake one). */
  clock?: Clock;
  /** The service worker's side: its messages wake the engine, its registration takes background syncs. */
  serviceWorker?: ServiceWorkerPort;
}

/** What the session uses of `navigator.serviceWorker`. */
export type ServiceWorkerPort = Pick<
  ServiceWorkerContainer,
  'addEventListener' | 'removeEventListener' | 'getRegistration'
>;

async function refreshSummary(db: TillDb): Promise<void> {
  const summary = await outboxSummary(db);
  setSyncState({
    pending: summary.pending,
    rejected: summary.rejected,
    oldestPendingAt: summary.oldestAt,
  });
}

async function askPersistentStorage(db: TillDb): Promise<void> {
  const storage = typeof navigator === 'undefined' ? undefined : navigator.storage;
  if (!storage?.persist) return;
  const asked = await readMeta<boolean>(db, META_KEYS.persisted);
  const persisted = asked === undefined ? await storage.persist() : await storage.persisted();
  await writeMeta(db, META_KEYS.persisted, persisted);
  setSyncState({ persisted });
}

/** Asks the service worker to wake us when the connection returns (where the browser can). */
async function requestBackgroundSync(serviceWorker: ServiceWorkerPort | undefined): Promise<void> {
  if (!serviceWorker) return;
  const registration = (await serviceWorker.getRegistration()) as
    (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
  await registration?.sync?.register(BACKGROUND_SYNC_TAG).catch(() => undefined);
}

export function openTillSession(
  tenantId: string,
  {
    transport = httpTransport,
    locks = typeof navigator === 'undefined' ? undefined : navigator.locks,
    clock,
    serviceWorker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker,
  }: TillSessionOptions = {},
): OpenTillSession {
  const db = new TillDb(tenantId);
  // Pulled pages only: a page and its cursor commit together, so a page lost to a crash is pulled again.
  const catalogueDb = new TillDb(tenantId, { durability: 'relaxed' });
  const store = dexieLocalStore(db, catalogueDb);
  const search = new ProductSearch(db, catalogueDb);
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(`${CHANNEL}-${tenantId}`);
  let closed = false;
  /** Work left running in the background: after close() its database is gone, and so is its point. */
  const background = (work: Promise<unknown>) =>
    void work.catch((error: unknown) => {
      if (!closed) throw error;
    });

  let loadingCatalogue = false;
  /** The last round failed while the browser was offline (and it has not come back online since). */
  let offlineAtFailure = false;
  const round = async () => {
    setSyncState({ syncing: true });
    // Not when an earlier round stored the blocks and stopped: the index is rebuilt from them then.
    const firstLoad = (await store.pullCursor()) === '0' && ((await store.blocks?.floor()) ?? null) === null;
    // The first catalogue load is indexed from its pages as they are stored, installed at its end.
    loadingCatalogue = firstLoad;
    if (firstLoad) search.beginLoad();
    let completed = false;
    try {
      if (firstLoad) setSyncState({ firstLoad: { done: 0, total: 0 } });
      const device = await deviceId(db);
      // Once per device: its segment of the shop's order codes, before anything it sold is pushed.
      if (transport.registerDevice && (await readMeta<string>(db, META_KEYS.deviceSegment)) === undefined) {
        await writeMeta(db, META_KEYS.deviceSegment, String(await transport.registerDevice(device)));
      }
      await syncRound({
        store,
        transport,
        deviceId: device,
        onPullProgress: (progress) => firstLoad && setSyncState({ firstLoad: progress }),
      });
      const now = new Date().toISOString();
      await writeMeta(db, META_KEYS.lastSyncedAt, now);
      completed = true;
      offlineAtFailure = false;
      // Reached the server; but a connection lost while the round ended (the browser's 'offline'
      // event came first) stays lost until the browser says it is back.
      setSyncState({ online: navigator.onLine, lastSyncedAt: now, lastError: null, firstLoad: null });
    } catch (error) {
      // The browser may think it is online (Wi-Fi up, no internet, server unreachable): the header
      // then says offline until a round reaches the server again.
      const unreachable = error instanceof TransportError && error.kind === 'network';
      setSyncState({
        ...(unreachable ? { online: false } : {}),
        lastError: error instanceof Error ? error.message : String(error),
        firstLoad: null,
      });
      // Background sync fires when the browser is online: registered while online it would fire at
      // once and wake us into a round that skips the backoff. Only offline is it a wake-up call.
      offlineAtFailure = !navigator.onLine;
      if (offlineAtFailure && (await unsyncedCount(db)) > 0) await requestBackgroundSync(serviceWorker);
      throw error;
    } finally {
      loadingCatalogue = false;
      if (firstLoad) background(search.finishLoad(completed));
      setSyncState({ syncing: false });
      await refreshSummary(db);
      channel?.postMessage({ type: 'changed' });
    }
  };

  const runner = new SyncRunner({
    round,
    lockName: `${CHANNEL}-${tenantId}`,
    locks,
    clock,
  });
  const onOnline = () => {
    offlineAtFailure = false;
    runner.trigger();
  };
  const stopOutbox = onOutboxChange((kind) => {
    background(refreshSummary(db));
    // Only a new (or retried) mutation starts a round; what a round itself recorded does not.
    channel?.postMessage({ type: kind === 'queued' ? 'nudge' : 'changed' });
    if (kind === 'queued') runner.trigger();
  });
  const stopPulled = onPulled((changes, catalogue) => {
    if (loadingCatalogue) search.followLoad(changes, catalogue);
    else background(search.applyChanges(changes, catalogue));
  });
  const onChannel = (event: MessageEvent<{ type?: string }>) => {
    background(refreshSummary(db));
    if (event.data?.type === 'nudge') runner.trigger();
  };
  const onWorkerMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type !== BACKGROUND_SYNC_TAG) return;
    // The network just came back (its 'online' event not seen yet): now. Otherwise the backoff decides.
    if (offlineAtFailure && navigator.onLine) onOnline();
    else runner.wake();
  };
  channel?.addEventListener('message', onChannel);
  window.addEventListener('online', onOnline);
  serviceWorker?.addEventListener('message', onWorkerMessage);

  background(refreshSummary(db));
  background(readMeta<string>(db, META_KEYS.lastSyncedAt).then((at) => setSyncState({ lastSyncedAt: at ?? null })));
  void askPersistentStorage(db).catch(() => undefined);
  // The saved index when current (a reload searches at once), else a rebuild in the background.
  background(search.open());
  runner.start();

  return {
    ...tillSession(db, { search, syncNow: () => runner.trigger() }),
    close: () => {
      closed = true;
      stopOutbox();
      stopPulled();
      search.dispose();
      channel?.removeEventListener('message', onChannel);
      channel?.close();
      window.removeEventListener('online', onOnline);
      serviceWorker?.removeEventListener('message', onWorkerMessage);
      runner.stop();
      db.close();
      catalogueDb.close();
      resetSyncState();
    },
  };
}
