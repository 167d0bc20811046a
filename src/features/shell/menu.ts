/**
 * The sidebar of SPEC.md §2: Dashboard always, then point of sale, products, customers, purchase
 * orders, stock, reports and settings. An item with a permission (SPEC.md §6) is hidden from a
 * user who lacks it; items SPEC.md lists without a permission are shown to every signed-in user.
 * A group left without a visible item is hidden.
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
} from 'lucide-react';
import { hasPermission, type Permission } from '../../domain/permissions';
import { shellVi } from '../../i18n/shell';

const t = shellVi.nav;

export interface MenuLink {
  kind: 'link';
  key: string;
  label: string;
  to: string;
  icon: LucideIcon;
  permission?: Permission;
}

export interface MenuGroup {
  kind: 'group';
  key: string;
  label: string;
  icon: LucideIcon;
  items: readonly MenuLink[];
}

export type MenuEntry = MenuLink | MenuGroup;

const link = (key: string, label: string, to: string, icon: LucideIcon, permission?: Permission): MenuLink => ({
  kind: 'link',
  key,
  label,
  to,
  icon,
  permission,
});

export const MENU: readonly MenuEntry[] = [
  link('dashboard', t.dashboard, '/dashboard', LayoutDashboard),
  {
    kind: 'group',
    key: 'pos',
    label: t.pos,
    icon: ShoppingCart,
    items: [
      link('pos-sell', t.posSell, '/pos', MonitorSmartphone, 'viewPOS'),
      link('pos-registers', t.posRegisters, '/pos-registers', CalendarClock, 'viewPOSRegister'),
      link('pos-orders', t.posOrders, '/pos-orders', History, 'viewPOSOrderList'),
      link('doctors', t.doctors, '/doctors', Stethoscope),
      link('specializations', t.specializations, '/specializations', Award, 'viewSpecializationList'),
      link('einvoices', t.einvoices, '/einvoices', FileText),
      link('pos-settings', t.posSettings, '/pos-settings', Settings2, 'viewPOSSettingList'),
      link('sync-problems', t.syncProblems, '/sync-problems', TriangleAlert, 'viewPOSSettingList'),
    ],
  },
  {
    kind: 'group',
    key: 'product',
    label: t.product,
    icon: Package,
    items: [
      link('products', t.products, '/products', List, 'viewProductList'),
      link('categories', t.categories, '/categories', FolderTree, 'viewCategoryList'),
      link('tags', t.tags, '/tags', Tags, 'viewTagList'),
      link('uoms', t.uoms, '/uoms', Ruler, 'viewUOMList'),
      link('vendors', t.vendors, '/vendors', Truck, 'viewVendorList'),
    ],
  },
  {
    kind: 'group',
    key: 'customer',
    label: t.customer,
    icon: Users,
    items: [
      link('customers', t.customers, '/customers', UserRound, 'viewCustomerList'),
      link('customer-groups', t.customerGroups, '/customer-groups', UsersRound, 'viewCustomerGroupList'),
      link('customer-complaints', t.customerComplaints, '/customer-complaints', MessageSquareWarning),
    ],
  },
  link('purchase-orders', t.purchaseOrders, '/purchase-orders', ClipboardList, 'viewPurchaseOrderList'),
  {
    kind: 'group',
    key: 'stock',
    label: t.stock,
    icon: Warehouse,
    items: [
      link('inventories', t.inventories, '/inventories', ClipboardCheck, 'viewInventoryList'),
      link('scraps', t.scraps, '/scraps', Trash2, 'viewScrapList'),
      link('quality-controls', t.qualityControls, '/quality-controls', ShieldCheck),
    ],
  },
  {
    kind: 'group',
    key: 'report',
    label: t.report,
    icon: ChartColumn,
    items: [
      link(
        'inventory-valuations',
        t.inventoryValuations,
        '/report/inventory-valuations',
        Coins,
        'viewReportInventoryValuation',
      ),
      link('patient-tracking', t.patientTracking, '/patient-tracking', BookOpenText),
    ],
  },
  link('settings', t.settings, '/settings', Settings, 'viewSetting'),
];

function canSee(roles: readonly string[], item: MenuLink): boolean {
  return item.permission === undefined || hasPermission(roles, item.permission);
}

/** The entries a user with these roles sees: items they may open, groups that keep an item. */
export function visibleMenu(roles: readonly string[], menu: readonly MenuEntry[] = MENU): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of menu) {
    if (entry.kind === 'link') {
      if (canSee(roles, entry)) visible.push(entry);
      continue;
    }
    const items = entry.items.filter((item) => canSee(roles, item));
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}

/** Whether a link is the current page or one of its sub-pages (`/pos` is not active on `/pos-orders`). */
export function isActivePath(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
