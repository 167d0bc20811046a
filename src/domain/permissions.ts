/**
 * Roles and permissions of SPEC.md §6, defined once: the sidebar hides what a role lacks, the
 * route guards show a "no permission" page, and the server refuses the call (403).
 */
export const ROLES = ['admin', 'cashier'] as const;
export type Role = (typeof ROLES)[number];

/** Permissions only the admin holds. */
export const ADMIN_PERMISSIONS = [
  'viewSetting',
  'viewStaffList',
  'viewStaffDetail',
  'viewCustomerGroupList',
  'viewCategoryList',
  'viewUOMList',
  'viewTagList',
  'viewVendorList',
  'viewVendorForm',
  'viewProductList',
  'viewProductForm',
  'viewPOSSettingList',
  'viewPOSSettingForm',
  'viewScrapList',
  'viewScrapForm',
  'viewInventoryList',
  'viewInventoryForm',
  'viewTaxList',
  'viewPurchaseOrderList',
  'viewPurchaseOrderDetail',
  'viewReportInventoryValuation',
  'viewSpecializationList',
  'viewPrescriptionTemplateList',
] as const;

/** Permissions both roles hold. */
export const SHARED_PERMISSIONS = [
  'viewCustomerList',
  'viewCustomerDetail',
  'viewPOSRegister',
  'viewPOS',
  'viewPOSOrderList',
  'viewPOSOrderDetail',
] as const;

export type Permission = (typeof ADMIN_PERMISSIONS)[number] | (typeof SHARED_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Readonly<Record<Role, ReadonlySet<Permission>>> = {
  admin: new Set<Permission>([...ADMIN_PERMISSIONS, ...SHARED_PERMISSIONS]),
  cashier: new Set<Permission>(SHARED_PERMISSIONS),
};

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** All permissions require an authenticated user; a user holds the union of their roles' permissions. */
export function hasPermission(roles: readonly string[] | null | undefined, permission: Permission): boolean {
  if (!roles) return false;
  return roles.some((role) => isRole(role) && ROLE_PERMISSIONS[role].has(permission));
}
