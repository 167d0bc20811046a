import { searchParams, type SearchField } from '../domain/search-params';

/**
 * A text query parameter of an e-mailed link (uid, token, key). The router parses search values
 * as JSON, so a numeric-looking token arrives as a number: take it back as text; absent is ''.
 */
const linkParam: SearchField<string> = (value) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** The search of a page opened from an e-mailed link: the given params, each as text. */
export function linkSearch<const K extends string>(...keys: K[]) {
  return searchParams(Object.fromEntries(keys.map((key) => [key, linkParam])) as Record<K, SearchField<string>>);
}
