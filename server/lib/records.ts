/**
 * Turns database rows (camelCase keys, Date objects) into API records (snake_case keys, ISO
 * strings), leaving out columns the API never shows (tenant_id, search_text).
 */
const HIDDEN = new Set(['tenantId', 'searchText', 'nameKey']);

export function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

export function camelCase(key: string): string {
  return key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

export function toRecord(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (HIDDEN.has(key)) continue;
    out[snakeCase(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** API input (snake_case) to column values (camelCase), skipping undefined. */
export function toColumns(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(input)) {
    if (value !== undefined) out[camelCase(key)] = value;
  }
  return out;
}
