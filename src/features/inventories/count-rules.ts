/** Pure rules of the counting screen: differences, the summary, and which line a scanned code counts on. */

export interface CountRow {
  id: string;
  product_id: string;
  product_code: string;
  expected: number;
}

export function difference(expected: number, counted: number | null | undefined): number | null {
  return counted === null || counted === undefined ? null : counted - expected;
}

export function countSummary(rows: CountRow[], counted: Record<string, number | null>): { lines: number; counted: number; differences: number } {
  let done = 0;
  let diffs = 0;
  for (const row of rows) {
    const value = counted[row.id];
    if (value === null || value === undefined) continue;
    done += 1;
    if (value !== row.expected) diffs += 1;
  }
  return { lines: rows.length, counted: done, differences: diffs };
}

export type ScanTarget = { kind: 'line'; lineId: string } | { kind: 'many'; productId: string } | { kind: 'none' };

/** The line a scan lands on: the product's only line, or 'many' when the product has several lots. */
export function scanTarget(rows: CountRow[], productId: string | null): ScanTarget {
  if (!productId) return { kind: 'none' };
  const lines = rows.filter((r) => r.product_id === productId);
  if (lines.length === 0) return { kind: 'none' };
  if (lines.length === 1) return { kind: 'line', lineId: (lines[0] as CountRow).id };
  return { kind: 'many', productId };
}
