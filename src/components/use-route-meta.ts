/**
 * The route meta (route-meta.ts) of the page on screen. Permission and hideSidebar are inherited
 * from parent routes unless a deeper route sets them; title and backTo belong to the deepest route.
 */
import { useMatches } from '@tanstack/react-router';
import type { RouteMeta } from './route-meta';

export function useRouteMeta(): RouteMeta {
  return useMatches({
    select: (matches) => {
      const meta: RouteMeta = {};
      for (const match of matches) {
        const data = match.staticData as RouteMeta | undefined;
        if (data?.permission !== undefined) meta.permission = data.permission;
        if (data?.hideSidebar !== undefined) meta.hideSidebar = data.hideSidebar;
      }
      const deepest = matches[matches.length - 1]?.staticData as RouteMeta | undefined;
      meta.title = deepest?.title;
      meta.backTo = deepest?.backTo;
      return meta;
    },
  });
}
