/**
 * zod as the app uses it: importing `z` from here installs the Vietnamese messages (and, in the
 * browser, zod's CSP-safe mode) before any schema can parse. Whichever chunk first needs zod
 * brings them with it, so no entry has to load zod up front (issue 16).
 */
import './zod-messages';

export { z } from 'zod';
