/**
 * The permission a page asks for, read from the router's own routes (`staticData.permission`, the
 * one the layout's guard checks): what the sidebar and the dashboard use to show a link only to
 * those who may open it. `null` for a path no route has.
 */
import type { AnyRouter } from '@tanstack/react-router';
import type { Permission } from '../../domain/permissions';
import type { PermissionOf } from './menu';

export function routePermission(router: AnyRouter): PermissionOf {
  const byPath = router.routesByPath as Record<string, { options: { staticData?: { permission?: Permission } } }>;
  return (to) => {
    const route = byPath[to] ?? byPath[`${to}/`];
    return route ? route.options.staticData?.permission : null;
  };
}
