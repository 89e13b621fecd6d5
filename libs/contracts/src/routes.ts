import type { PermissionName } from './permissions';

/** Remote micro-frontends by their federation name. */
export const REMOTES = {
  mfe_partners: 'partners',
  mfe_export: 'export',
  mfe_settings: 'settings',
} as const;
/** A remote's federation name. */
export type RemoteName = keyof typeof REMOTES;

/** A route of the app (SPEC §2); its name is also the permission the guard checks. */
export interface AppRoute {
  /** Route name = permission name. */
  name: string;
  /** Path pattern (react-router syntax). */
  path: string;
  /** The remote that renders it; absent for shell routes. */
  remote?: RemoteName;
  /** The permission the guard checks when it is not the name (a screen SPEC §2 does not list). */
  permission?: PermissionName;
}

/** Every route of SPEC §2, and the queue dashboard (route name = its permission, horizon). */
export const APP_ROUTES: readonly AppRoute[] = [
  { name: 'home', path: '/' },
  { name: 'partners', path: '/partners', remote: 'mfe_partners' },
  { name: 'partnerDesktop', path: '/partners/desktop', remote: 'mfe_partners' },
  { name: 'partnerAdd', path: '/partners/add', remote: 'mfe_partners' },
  { name: 'partnerProducts', path: '/partners/:id/products', remote: 'mfe_partners' },
  { name: 'partnerProduct', path: '/partners/:id/product/:productId', remote: 'mfe_partners' },
  { name: 'partnerCategories', path: '/partners/:id/categories', remote: 'mfe_partners' },
  { name: 'partnerZeroAmounts', path: '/partners/:id/zero-amounts', remote: 'mfe_partners' },
  { name: 'partnerExportCategories', path: '/partners/:id/export-categories', remote: 'mfe_partners' },
  { name: 'partnerStats', path: '/partners/:id/stats', remote: 'mfe_partners' },
  { name: 'partnerPriceFormulas', path: '/partners/:id/price-formulas', remote: 'mfe_partners' },
  { name: 'partnerEdit', path: '/partners/:id/edit', remote: 'mfe_partners' },
  { name: 'partnerAttributes', path: '/partners/:id/attributes', remote: 'mfe_partners' },
  { name: 'settings', path: '/settings', remote: 'mfe_settings' },
  { name: 'whitelist', path: '/settings/whitelist', remote: 'mfe_settings' },
  {
    name: 'icecatFeatures',
    path: '/settings/icecat-features',
    remote: 'mfe_settings',
    permission: 'settings',
  },
  { name: 'settingsDesktop', path: '/settings/desktop', remote: 'mfe_settings' },
  { name: 'settingsRoles', path: '/settings/roles', remote: 'mfe_settings' },
  { name: 'settingsUsers', path: '/settings/users', remote: 'mfe_settings' },
  { name: 'pimCategoryMapping', path: '/pim-category-mapping', remote: 'mfe_partners' },
  { name: 'exportDesktop', path: '/export', remote: 'mfe_export' },
  { name: 'exportTest', path: '/export/test', remote: 'mfe_export' },
  { name: 'pimProducts', path: '/export/pim-products', remote: 'mfe_export' },
  { name: 'tests', path: '/tests', remote: 'mfe_settings' },
  { name: 'horizon', path: '/horizon/dashboard', remote: 'mfe_settings' },
];

/** The job-queue dashboard (SPEC §2: reached by a link, permission horizon; the settings remote's `horizon` route). */
export const HORIZON_DASHBOARD_PATH = '/horizon/dashboard';
