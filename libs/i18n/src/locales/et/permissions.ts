import type { PermissionName, WILDCARD_PERMISSION } from '@feedhub/contracts';

/**
 * Estonian permission descriptions (English ones live in @feedhub/contracts, seeded into the
 * database), and the wildcard `*` that the admin role holds.
 */
export const permissions: Record<PermissionName | typeof WILDCARD_PERMISSION, string> = {
  '*': 'Kõik õigused',
  partners: 'Partnerite vaatamine',
  partnerDesktop: 'Partnerite tööde töölaud',
  partnerAdd: 'Partnerite lisamine',
  partnerProducts: 'Partneri tooted',
  partnerAttributes: 'Partneri atribuudid',
  partnerCategories: 'Partneri kategooriad',
  partnerStats: 'Partneri statistika',
  partnerExportCategories: 'Uute kategooriate eksport',
  partnerZeroAmounts: 'Partneri nullkogused',
  partnerPriceFormulas: 'Partneri hinnavalemid',
  partnerEdit: 'Partnerite muutmine',
  partnerAttributeTypeChange: 'Atribuudi tüübi muutmine',
  'partnerCategory.marginals': 'Kategooria marginaalid',
  'partnerCategory.nameWordCategory': 'Kategooria nimesõna muudatused',
  can_dismiss_errors: 'Veateadete eemaldamine',
  pimCategoryMapping: 'PIM-i kategooriate vastendus',
  exportDesktop: 'Ekspordi töölaud',
  exportTest: 'Ekspordi test',
  pimProducts: 'PIM-i tooted (sisseehitatud PIM)',
  settings: 'Seaded',
  whitelist: 'IP lubatud nimekiri',
  settingsDesktop: 'Seadete töölaud',
  settingsRoles: 'Rollid',
  settingsUsers: 'Kasutajad',
  tests: 'Testid',
  horizon: 'Järjekorra töölaud',
};
