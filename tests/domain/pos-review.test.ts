/** Return lines against what the original order sold minus what was already returned: flagged, never refused. */
import { describe, expect, it } from 'vitest';
import { checkReturnLines, type SoldLineLimit } from '../../src/domain/pos-review';

const sold = new Map<string, SoldLineLimit>([
  ['sold-1', { base_quantity: 20, returned: 0, factor: 10 }],
  ['sold-2', { base_quantity: 6, returned: 4, factor: 1 }],
]);

describe('checkReturnLines', () => {
  it.each([
    { name: 'within what was sold', lines: [{ id: 'r1', return_of_line_id: 'sold-1', base_quantity: 20 }], flags: [] },
    {
      name: 'within what is left after earlier returns',
      lines: [{ id: 'r1', return_of_line_id: 'sold-2', base_quantity: 2 }],
      flags: [],
    },
    {
      name: 'over what is left, excess in the unit sold',
      lines: [{ id: 'r1', return_of_line_id: 'sold-1', base_quantity: 30 }],
      flags: [{ kind: 'return_exceeds_sold', line_id: 'r1', return_of_line_id: 'sold-1', quantity: 1 }],
    },
    {
      name: 'two lines of one return adding up past the limit',
      lines: [
        { id: 'r1', return_of_line_id: 'sold-2', base_quantity: 1 },
        { id: 'r2', return_of_line_id: 'sold-2', base_quantity: 3 },
      ],
      flags: [{ kind: 'return_exceeds_sold', line_id: 'r2', return_of_line_id: 'sold-2', quantity: 2 }],
    },
    {
      name: 'a line not on the original order',
      lines: [{ id: 'r1', return_of_line_id: 'other', base_quantity: 1 }],
      flags: [{ kind: 'return_line_unknown', line_id: 'r1', return_of_line_id: 'other' }],
    },
    {
      name: 'a line naming no original line',
      lines: [{ id: 'r1', return_of_line_id: null, base_quantity: 1 }],
      flags: [],
    },
  ])('$name', ({ lines, flags }) => {
    expect(checkReturnLines(lines, sold)).toEqual(flags);
  });
});
