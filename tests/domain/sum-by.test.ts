import { describe, expect, it } from 'vitest';
import { sumBy } from '../../src/domain/sum-by';

describe('sumBy', () => {
  it.each([
    { entries: [], sums: [] },
    {
      entries: [
        ['a', 2],
        ['b', -1],
        ['a', 3],
      ],
      sums: [
        ['a', 5],
        ['b', -1],
      ],
    },
    {
      entries: [
        ['x', 4],
        ['x', -4],
      ],
      sums: [['x', 0]],
    },
  ] as { entries: [string, number][]; sums: [string, number][] }[])(
    'sums %j by key in first-seen order',
    ({ entries, sums }) => {
      expect([...sumBy(entries)]).toEqual(sums);
    },
  );
});
