/**
 * Opaque secrets of e-mailed links and refresh tokens: 32 random bytes, kept only as a SHA-256
 * hash. Refresh tokens and invitation keys carry their shop's id in front of the secret
 * (`<tenant uuid>.<secret>`), so a request that has no tenant yet can open the right tenant
 * transaction; the id grants nothing without the secret whose hash must match inside it.
 */
import { createHash, randomBytes } from 'node:crypto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function randomSecret(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

export interface ScopedToken {
  token: string;
  hash: string;
}

export function newScopedToken(tenantId: string): ScopedToken {
  const secret = randomSecret();
  return { token: `${tenantId}.${secret}`, hash: hashSecret(secret) };
}

/** Splits `<tenant>.<secret>`; null when it is not shaped like one. */
export function parseScopedToken(token: string): { tenantId: string; hash: string } | null {
  const dot = token.indexOf('.');
  if (dot < 0) return null;
  const tenantId = token.slice(0, dot);
  const secret = token.slice(dot + 1);
  if (!isUuid(tenantId) || !/^[A-Za-z0-9_-]{16,128}$/.test(secret)) return null;
  return { tenantId: tenantId.toLowerCase(), hash: hashSecret(secret) };
}

export const HOUR_MS = 60 * 60 * 1000;
export const DAY_MS = 24 * HOUR_MS;

export function fromNow(ms: number): Date {
  return new Date(Date.now() + ms);
}
