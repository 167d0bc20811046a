/**
 * What a route tells the app shell about itself, through TanStack Router's `staticData`:
 * the permission it needs (SPEC.md §6), its title (header and back link), whether the sidebar is
 * hidden (SPEC.md §2: /pos, /setup-store) and, for sub-pages, where the back link goes.
 *
 *   export const Route = createFileRoute('/_app/products/create')({
 *     staticData: { permission: 'viewProductForm', title: 'Thêm sản phẩm', backTo: '/products' },
 *     component: ProductCreatePage,
 *   });
 */
import type { Permission } from '../domain/permissions';

export interface RouteMeta {
  permission?: Permission;
  title?: string;
  hideSidebar?: boolean;
  backTo?: string;
}

declare module '@tanstack/react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface StaticDataRouteOption extends RouteMeta {}
}
