/** Permission names of SPEC §6, with the English description seeded for each. */
export const PERMISSION_DESCRIPTIONS = {
  partners: 'View partners',
  partnerDesktop: 'Partner jobs desktop',
  partnerAdd: 'Add partners',
  partnerProducts: 'Partner products',
  partnerAttributes: 'Partner attributes',
  partnerCategories: 'Partner categories',
  partnerStats: 'Partner statistics',
  partnerExportCategories: 'Export new categories',
  partnerZeroAmounts: 'Partner zero amounts',
  partnerPriceFormulas: 'Partner price formulas',
  partnerEdit: 'Edit partners',
  partnerAttributeTypeChange: 'Change attribute type',
  'partnerCategory.marginals': 'Category marginals',
  'partnerCategory.nameWordCategory': 'Category name-word changes',
  can_dismiss_errors: 'Dismiss error notices',
  pimCategoryMapping: 'PIM category mapping',
  exportDesktop: 'Export desktop',
  exportTest: 'Export test',
  pimProducts: 'PIM products (the embedded PIM)',
  settings: 'Settings',
  whitelist: 'IP whitelist',
  settingsDesktop: 'Settings desktop',
  settingsRoles: 'Roles',
  settingsUsers: 'Users',
  tests: 'Tests',
  horizon: 'Queue dashboard',
} as const;

/** A permission name. */
export type PermissionName = keyof typeof PERMISSION_DESCRIPTIONS;
/** Every permission name. */
export const PERMISSIONS = Object.keys(PERMISSION_DESCRIPTIONS) as PermissionName[];
/** The wildcard permission: grants everything. */
export const WILDCARD_PERMISSION = '*';

/** What the permission check needs to know about a user. */
export interface PermissionHolder {
  /** Granted permission names; `*` grants all. */
  permissions: readonly string[];
  /** Every known permission name. */
  allPermissions: readonly string[];
}

/**
 * SPEC §6 check: passes with no user, for a permission nobody knows, or when held (or `*` is held).
 * It fails only for a known permission that is not granted.
 */
export function hasPermission(user: PermissionHolder | null | undefined, permission: string): boolean {
  if (!user) return true;
  if (!user.allPermissions.includes(permission)) return true;
  return user.permissions.includes(WILDCARD_PERMISSION) || user.permissions.includes(permission);
}

/** Server-side check: the permission must be held (or `*`); unknown names are refused too. */
export function grants(permissions: readonly string[], permission: string): boolean {
  return permissions.includes(WILDCARD_PERMISSION) || permissions.includes(permission);
}

/** Who may read the partners list (GET /api/partners/list): its screen and the partner pickers of the partner desktop and the export test. */
export const PARTNER_LIST_PERMISSIONS: readonly [PermissionName, ...PermissionName[]] = [
  'partners',
  'partnerDesktop',
  'exportTest',
];

/**
 * Who may read the partner form's select lists (feed classes and their params, the task queues): the
 * partners screen, and the add and edit forms, which a user may hold without it.
 */
export const PARTNER_FORM_PERMISSIONS: readonly [PermissionName, ...PermissionName[]] = [
  'partners',
  'partnerAdd',
  'partnerEdit',
];

/**
 * The permissions of a partner's screens (SPEC §2 Partner tabs bar): each of them shows the partner
 * it belongs to, so each may read that partner (GET /api/partners/{id}).
 */
export const PARTNER_SCREEN_PERMISSIONS: readonly [PermissionName, ...PermissionName[]] = [
  'partners',
  'partnerProducts',
  'partnerAttributes',
  'partnerCategories',
  'partnerStats',
  'partnerExportCategories',
  'partnerZeroAmounts',
  'partnerPriceFormulas',
  'partnerEdit',
];
