/** Prints benchmark rows as one table: figure, limit or peer, and their ratio. */
export interface BenchRow {
  name: string;
  value: number;
  unit: string;
  /** What the figure is compared with: a limit to stay under/over, or a peer measured in the same run. */
  reference: number;
  referenceLabel: string;
  /** true when a larger value is better (throughput). */
  higherIsBetter?: boolean;
}

function fmt(value: number): string {
  if (value >= 100) return value.toFixed(0);
  if (value >= 10) return value.toFixed(1);
  return value.toFixed(2);
}

export function printTable(rows: BenchRow[]): void {
  const lines = rows.map((row) => {
    const ratio = row.value / row.reference;
    const ok = row.higherIsBetter ? ratio >= 1 : ratio <= 1;
    return [
      row.name,
      `${fmt(row.value)} ${row.unit}`,
      `${fmt(row.reference)} ${row.unit} (${row.referenceLabel})`,
      `${ratio.toFixed(2)}×`,
      ok ? 'ok' : 'MISS',
    ];
  });
  const header = ['benchmark', 'measured', 'compared with', 'ratio', ''];
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const print = (cells: string[]) => process.stdout.write(`${cells.map((c, i) => c.padEnd(widths[i]!)).join('  ')}\n`);
  print(header);
  print(widths.map((w) => '-'.repeat(w)));
  for (const line of lines) print(line);
}

export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}
