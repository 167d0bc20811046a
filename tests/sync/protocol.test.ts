import { pullQuerySchema, pushRequestSchema, MAX_MUTATIONS_PER_PUSH } from '../../src/sync/protocol';

const mutation = (seq: number) => ({
  id: `0190a8f0-0000-7000-8000-${seq.toString().padStart(12, '0')}`,
  seq,
  name: 'customer.create',
  args: { full_name: 'Nguyễn Văn An' },
});

describe('sync protocol', () => {
  it('accepts a push of mutations from one device', () => {
    const parsed = pushRequestSchema.parse({ device_id: 'till-1', mutations: [mutation(1), mutation(2)] });
    expect(parsed.mutations.map((m) => m.seq)).toEqual([1, 2]);
  });

  it('refuses an empty or oversized push, and a mutation without an id', () => {
    expect(pushRequestSchema.safeParse({ device_id: 'till-1', mutations: [] }).success).toBe(false);
    const many = Array.from({ length: MAX_MUTATIONS_PER_PUSH + 1 }, (_, i) => mutation(i));
    expect(pushRequestSchema.safeParse({ device_id: 'till-1', mutations: many }).success).toBe(false);
    expect(pushRequestSchema.safeParse({ device_id: 'till-1', mutations: [{ ...mutation(1), id: 'x' }] }).success).toBe(
      false,
    );
  });

  it('pull cursors are exact decimal strings, defaulting to the beginning', () => {
    expect(pullQuerySchema.parse({})).toEqual({ cursor: '0', limit: 1_000 });
    expect(pullQuerySchema.parse({ cursor: '9007199254740993', limit: '50' })).toEqual({
      cursor: '9007199254740993',
      limit: 50,
    });
    expect(pullQuerySchema.safeParse({ cursor: '-1' }).success).toBe(false);
    expect(pullQuerySchema.safeParse({ limit: 0 }).success).toBe(false);
  });
});

describe('parsePullData', () => {
  it('accepts a page and refuses a malformed change', async () => {
    const { parsePullData } = await import('../../src/sync/protocol');
    const page = {
      changes: [{ entity: 'products', id: 'a', version: '12', deleted: false, row: { name: 'x' } }],
      cursor: '12',
      has_more: false,
    };
    expect(parsePullData(page)).toEqual(page);
    expect(() => parsePullData({ ...page, changes: [{ ...page.changes[0], version: 'x' }] })).toThrow();
    expect(() => parsePullData({ ...page, cursor: 12 })).toThrow();
  });
});
