/**
 * The pages the /settings index links to (SPEC.md §2). Whether a user sees one is asked of the
 * page's route (`staticData.permission`, what its guard checks), never named here a second time.
 */
import {
  Building2,
  FileText,
  type LucideIcon,
  Percent,
  ScrollText,
  Settings2,
  SlidersHorizontal,
  UserCog,
  CreditCard,
  Stethoscope,
  Network,
} from 'lucide-react';
import { canOpen, type PermissionOf } from '../../components/route-permission';
import { shellVi } from '../../i18n/shell';
import { eprescriptionsVi } from '../../i18n/eprescriptions';

export interface SettingsLink {
  key: string;
  to: string;
  title: string;
  hint: string;
  icon: LucideIcon;
}

const t = shellVi.settingsPages;

export const SETTINGS_LINKS: readonly SettingsLink[] = [
  {
    key: 'store',
    to: '/settings/store',
    title: t.store,
    hint: t.storeHint,
    icon: Building2,
  },
  {
    key: 'general',
    to: '/settings/general',
    title: t.general,
    hint: t.generalHint,
    icon: SlidersHorizontal,
  },
  {
    key: 'staffs',
    to: '/settings/staffs',
    title: t.staffs,
    hint: t.staffsHint,
    icon: UserCog,
  },
  { key: 'taxes', to: '/settings/taxes', title: t.taxes, hint: t.taxesHint, icon: Percent },
  {
    key: 'pos-settings',
    to: '/pos-settings',
    title: t.posSettings,
    hint: t.posSettingsHint,
    icon: Settings2,
  },
  {
    key: 'prescription-templates',
    to: '/settings/prescription-templates',
    title: t.prescriptionTemplates,
    hint: t.prescriptionTemplatesHint,
    icon: ScrollText,
  },
  {
    key: 'einvoices',
    to: '/settings/einvoices',
    title: t.einvoices,
    hint: t.einvoicesHint,
    icon: FileText,
  },
  {
    key: 'eprescriptions',
    to: '/settings/eprescriptions',
    title: eprescriptionsVi.settings.title,
    hint: eprescriptionsVi.settings.hint,
    icon: Stethoscope,
  },
  {
    key: 'link-up',
    to: '/settings/link-up',
    title: t.linkup,
    hint: t.linkupHint,
    icon: Network,
  },
  {
    key: 'subscriptions',
    to: '/settings/subscriptions',
    title: t.subscriptions,
    hint: t.subscriptionsHint,
    icon: CreditCard,
  },
];

export function visibleSettingsLinks(roles: readonly string[], permissionOf: PermissionOf): SettingsLink[] {
  return SETTINGS_LINKS.filter((link) => canOpen(roles, permissionOf, link.to));
}
