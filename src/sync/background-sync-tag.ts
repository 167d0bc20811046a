/**
 * The background-sync tag the page registers and the service worker answers (sw/background-sync.ts):
 * one name both sides import, so the worker wakes exactly the pages that asked. Kept in its own
 * file, free of imports, because the service worker bundles what it imports.
 */
export const BACKGROUND_SYNC_TAG = 'pharmatill-sync';
