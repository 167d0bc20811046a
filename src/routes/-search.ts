import { z } from 'zod';

/**
 * A text query parameter of an e-mailed link (uid, token, key). The router parses search values
 * as JSON, so a numeric-looking token arrives as a number: take it back as text; absent is ''.
 */
export const linkParam = z
  .unknown()
  .optional()
  .transform((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''));
