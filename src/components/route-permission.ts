/**
 * The permission a page asks for, read from the router's own routes (`staticData.permission`, the
 * one the layout's guard checks): what the sidebar and the dashboard use to show a link only to
 * those who may open it. `null` for a path no route has.
 */
import { useRouter, type AnyRouter } from '@tanstack/react-router';
import { useMemo } from 'react';
import { hasPermission, type Permission } from '../domain/permissions';
import { useSession } from './session';

/**
 * The permission a page asks for, read from its route (`staticData.permission`): the one source
 * the route guard uses too, so a link is shown exactly when its page opens. `null` when no route
 * has that path (a link to nowhere is never shown).
 */
export type PermissionOf = (to: string) => Permission | undefined | null;

export function routePermission(router: AnyRouter): PermissionOf {
  const byPath = router.routesByPath as Record<string, { options: { staticData?: { permission?: Permission } } }>;
  return (to) => {
    const route = byPath[to] ?? byPath[`${to}/`];
    return route ? route.options.staticData?.permission : null;
  };
}

/** Whether a user with these roles may open the page at `to` (a path no route has: never). */
export function canOpen(roles: readonly string[], permissionOf: PermissionOf, to: string): boolean {
  const permission = permissionOf(to);
  return permission !== null && (permission === undefined || hasPermission(roles, permission));
}

/**
 * `canOpen` for the signed-in user and this app's routes: a card or link asks the page's own route
 * rather than naming a permission a second time, so the two cannot drift apart.
 */
export function useCanOpen(): (to: string) => boolean {
  const { roles } = useSession();
  const router = useRouter();
  return useMemo(() => {
    const permissionOf = routePermission(router);
    return (to: string) => canOpen(roles, permissionOf, to);
  }, [roles, router]);
}
