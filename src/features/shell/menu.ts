/**
 * The sidebar of SPEC.md §2: Dashboard always, then point of sale, products, customers, purchase
 * orders, stock, reports and settings. Whether a user sees an item is decided by the permission
 * its page's route asks for (SPEC.md §6), the same one the route guard checks, so the sidebar
 * never offers a page that answers "no permission". A group left without a visible item is hidden.
 */
import {
  BookOpenText,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  Coins,
  FileText,
  FolderTree,
  History,
  LayoutDashboard,
  List,
  type LucideIcon,
  MessageSquareWarning,
  MonitorSmartphone,
  Package,
  Ruler,
  Settings,
  Settings2,
  ShieldCheck,
  ShoppingCart,
  Stethoscope,
  Tags,
  Trash2,
  Truck,
  Award,
  UserRound,
  Users,
  UsersRound,
  Warehouse,
  CalendarClock,
  TriangleAlert,
  Network,
} from 'lucide-react';
import { canOpen, type PermissionOf } from '../../components/route-permission';
import { shellVi } from '../../i18n/shell';

const t = shellVi.nav;

export interface MenuLink {
  kind: 'link';
  key: string;
  label: string;
  to: string;
  icon: LucideIcon;
}

export interface MenuGroup {
  kind: 'group';
  key: string;
  label: string;
  icon: LucideIcon;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (key: string, label: string, to: string, icon: LucideIcon): MenuLink => ({
  kind: 'link',
  key,
  label,
  to,
  icon,
});

export const MENU: readonly MenuEntry[] = [
  link('dashboard', t.dashboard, '/dashboard', LayoutDashboard),
  {
    kind: 'group',
    key: 'pos',
    label: t.pos,
    icon: ShoppingCart,
    items: [
      link('pos-sell', t.posSell, '/pos', MonitorSmartphone),
      link('pos-registers', t.posRegisters, '/pos-registers', CalendarClock),
      link('pos-orders', t.posOrders, '/pos-orders', History),
      link('doctors', t.doctors, '/doctors', Stethoscope),
      link('specializations', t.specializations, '/specializations', Award),
      link('einvoices', t.einvoices, '/einvoices', FileText),
      link('pos-settings', t.posSettings, '/pos-settings', Settings2),
      link('sync-problems', t.syncProblems, '/sync-problems', TriangleAlert),
      link('link-ups', t.linkups, '/link-ups', Network),
    ],
  },
  {
    kind: 'group',
    key: 'product',
    label: t.product,
    icon: Package,
    items: [
      link('products', t.products, '/products', List),
      link('categories', t.categories, '/categories', FolderTree),
      link('tags', t.tags, '/tags', Tags),
      link('uoms', t.uoms, '/uoms', Ruler),
      link('vendors', t.vendors, '/vendors', Truck),
    ],
  },
  {
    kind: 'group',
    key: 'customer',
    label: t.customer,
    icon: Users,
    items: [
      link('customers', t.customers, '/customers', UserRound),
      link('customer-groups', t.customerGroups, '/customer-groups', UsersRound),
      link('customer-complaints', t.customerComplaints, '/customer-complaints', MessageSquareWarning),
    ],
  },
  link('purchase-orders', t.purchaseOrders, '/purchase-orders', ClipboardList),
  {
    kind: 'group',
    key: 'stock',
    label: t.stock,
    icon: Warehouse,
    items: [
      link('inventories', t.inventories, '/inventories', ClipboardCheck),
      link('scraps', t.scraps, '/scraps', Trash2),
      link('quality-controls', t.qualityControls, '/quality-controls', ShieldCheck),
    ],
  },
  {
    kind: 'group',
    key: 'report',
    label: t.report,
    icon: ChartColumn,
    items: [
      link('inventory-valuations', t.inventoryValuations, '/report/inventory-valuations', Coins),
      link('patient-tracking', t.patientTracking, '/patient-tracking', BookOpenText),
    ],
  },
  link('settings', t.settings, '/settings', Settings),
];

/** The entries a user with these roles sees: items whose page they may open, groups that keep an item. */
export function visibleMenu(
  roles: readonly string[],
  permissionOf: PermissionOf,
  menu: readonly MenuEntry[] = MENU,
): MenuEntry[] {
  const canSee = (item: MenuLink) => canOpen(roles, permissionOf, item.to);
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (canSee(entry)) visible.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => canSee(item));
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}

/** Whether a link is the current page or one of its sub-pages (`/pos` is not active on `/pos-orders`). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
