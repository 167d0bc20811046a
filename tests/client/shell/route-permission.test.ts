/**
 * Links outside the sidebar ask the page's route for its permission too (issue 17): the /settings
 * index and the dashboard's cards name no permission of their own, so a route that changes its
 * permission changes who sees the link, and every link they offer has a real route.
 */
import { createRouter } from '@tanstack/react-router';
import { routeTree } from '../../../src/route-tree.gen';
import { canOpen, routePermission, type PermissionOf } from '../../../src/components/route-permission';
import { SETTINGS_LINKS, visibleSettingsLinks } from '../../../src/features/shell/settings-links';

const real = routePermission(createRouter({ routeTree, context: {} as never }));

/** The pages the dashboard's cards link to (stock-cards, sync-problems-alert, linkup-card). */
const DASHBOARD_TARGETS = ['/report/inventory-valuations', '/products', '/sync-problems', '/link-ups'];

describe('links that ask the route', () => {
  it('every settings link and dashboard target has a route, and the admin may open each', () => {
    for (const to of [...SETTINGS_LINKS.map((link) => link.to), ...DASHBOARD_TARGETS]) {
      expect({ to, permission: real(to) }).not.toEqual({ to, permission: null });
      expect({ to, admin: canOpen(['admin'], real, to) }).toEqual({ to, admin: true });
    }
    expect(visibleSettingsLinks(['admin'], real)).toHaveLength(SETTINGS_LINKS.length);
  });

  it('the cashier is offered no settings page and no dashboard list it would be refused', () => {
    expect(visibleSettingsLinks(['cashier'], real)).toEqual([]);
    expect(DASHBOARD_TARGETS.filter((to) => canOpen(['cashier'], real, to))).toEqual([]);
  });

  it("follows the route: another permission on a page's route changes who sees its link", () => {
    const taxesForSellers: PermissionOf = (to) => (to === '/settings/taxes' ? 'viewPOS' : real(to));
    expect(visibleSettingsLinks(['cashier'], taxesForSellers).map((link) => link.to)).toEqual(['/settings/taxes']);
    const open: PermissionOf = (to) => (to === '/products' ? undefined : real(to));
    expect(canOpen(['cashier'], open, '/products')).toBe(true);
    // A path no route has is never offered.
    expect(canOpen(['admin'], real, '/settings/nowhere')).toBe(false);
  });
});
