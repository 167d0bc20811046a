/** The pages the /settings index links to, each with the permission it needs (SPEC.md §2, §6). */
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
import { hasPermission, type Permission } from '../../domain/permissions';
import { shellVi } from '../../i18n/shell';
import { eprescriptionsVi } from '../../i18n/eprescriptions';

export interface SettingsLink {
  key: string;
  to: string;
  title: string;
  hint: string;
  icon: LucideIcon;
  permission: Permission;
}

const t = shellVi.settingsPages;

export const SETTINGS_LINKS: readonly SettingsLink[] = [
  {
    key: 'store',
    to: '/settings/store',
    title: t.store,
    hint: t.storeHint,
    icon: Building2,
    permission: 'viewSetting',
  },
  {
    key: 'general',
    to: '/settings/general',
    title: t.general,
    hint: t.generalHint,
    icon: SlidersHorizontal,
    permission: 'viewSetting',
  },
  {
    key: 'staffs',
    to: '/settings/staffs',
    title: t.staffs,
    hint: t.staffsHint,
    icon: UserCog,
    permission: 'viewStaffList',
  },
  { key: 'taxes', to: '/settings/taxes', title: t.taxes, hint: t.taxesHint, icon: Percent, permission: 'viewTaxList' },
  {
    key: 'pos-settings',
    to: '/pos-settings',
    title: t.posSettings,
    hint: t.posSettingsHint,
    icon: Settings2,
    permission: 'viewPOSSettingList',
  },
  {
    key: 'prescription-templates',
    to: '/settings/prescription-templates',
    title: t.prescriptionTemplates,
    hint: t.prescriptionTemplatesHint,
    icon: ScrollText,
    permission: 'viewPrescriptionTemplateList',
  },
  {
    key: 'einvoices',
    to: '/settings/einvoices',
    title: t.einvoices,
    hint: t.einvoicesHint,
    icon: FileText,
    permission: 'viewSetting',
  },
  {
    key: 'eprescriptions',
    to: '/settings/eprescriptions',
    title: eprescriptionsVi.settings.title,
    hint: eprescriptionsVi.settings.hint,
    icon: Stethoscope,
    permission: 'viewSetting',
  },
  {
    key: 'link-up',
    to: '/settings/link-up',
    title: t.linkup,
    hint: t.linkupHint,
    icon: Network,
    permission: 'viewSetting',
  },
  {
    key: 'subscriptions',
    to: '/settings/subscriptions',
    title: t.subscriptions,
    hint: t.subscriptionsHint,
    icon: CreditCard,
    permission: 'viewSetting',
  },
];

export function visibleSettingsLinks(roles: readonly string[]): SettingsLink[] {
  return SETTINGS_LINKS.filter((link) => hasPermission(roles, link.permission));
}
