/** Sums of values by key, in the order keys first appear. */
export function sumBy<K>(entries: Iterable<readonly [K, number]>): Map<K, number> {
  const sums = new Map<K, number>();
  for (const [key, value] of entries) sums.set(key, (sums.get(key) ?? 0) + value);
  return sums;
}
