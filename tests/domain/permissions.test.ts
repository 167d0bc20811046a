import { ADMIN_PERMISSIONS, hasPermission, SHARED_PERMISSIONS } from '../../src/domain/permissions';

describe('SPEC §6 permissions', () => {
  it.each(ADMIN_PERMISSIONS)('%s: admin only', (permission) => {
    expect(hasPermission(['admin'], permission)).toBe(true);
    expect(hasPermission(['cashier'], permission)).toBe(false);
  });

  it.each(SHARED_PERMISSIONS)('%s: admin and cashier', (permission) => {
    expect(hasPermission(['admin'], permission)).toBe(true);
    expect(hasPermission(['cashier'], permission)).toBe(true);
  });

  it('nobody without roles, and unknown roles grant nothing', () => {
    expect(hasPermission(null, 'viewPOS')).toBe(false);
    expect(hasPermission([], 'viewPOS')).toBe(false);
    expect(hasPermission(['owner'], 'viewPOS')).toBe(false);
  });
});
