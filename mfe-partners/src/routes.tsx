import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@feedhub/ui';
import { PartnerAttributesPage } from './attributes/pages/PartnerAttributesPage';
import { PartnerCategoriesPage } from './categories/pages/PartnerCategoriesPage';
import { PartnerDesktopPage } from './desktop/pages/PartnerDesktopPage';
import { PartnerExportCategoriesPage } from './export-categories/pages/PartnerExportCategoriesPage';
import { PartnerAddPage } from './partners/pages/PartnerAddPage';
import { PartnerEditPage } from './partners/pages/PartnerEditPage';
import { PartnersPage } from './partners/pages/PartnersPage';
import { PartnerPriceFormulasPage } from './price-formulas/pages/PartnerPriceFormulasPage';
import { PimCategoryMappingPage } from './pim-mapping/pages/PimCategoryMappingPage';
import { PartnerProductPage } from './products/pages/PartnerProductPage';
import { PartnerProductsPage } from './products/pages/PartnerProductsPage';
import { PartnerStatsPage } from './stats/pages/PartnerStatsPage';
import { PartnerZeroAmountsPage } from './zero-amounts/pages/PartnerZeroAmountsPage';

/** Screens of this remote by route name (SPEC §2). */
export const SCREENS: Record<string, ComponentType> = {
  partners: PartnersPage,
  partnerAdd: PartnerAddPage,
  partnerEdit: PartnerEditPage,
  partnerDesktop: PartnerDesktopPage,
  partnerCategories: PartnerCategoriesPage,
  partnerStats: PartnerStatsPage,
  partnerExportCategories: PartnerExportCategoriesPage,
  partnerAttributes: PartnerAttributesPage,
  partnerZeroAmounts: PartnerZeroAmountsPage,
  partnerPriceFormulas: PartnerPriceFormulasPage,
  pimCategoryMapping: PimCategoryMappingPage,
  partnerProducts: PartnerProductsPage,
  partnerProduct: PartnerProductPage,
};

/** A route of this remote without a screen yet. */
function Placeholder() {
  const { t } = useTranslation('ui');
  return <NotBuiltYet title={t('nav.partners')} />;
}

/** Renders the screen of a route name. */
export function ScreenOf({ route }: { route: string }) {
  const Screen = SCREENS[route];
  if (Screen) return <Screen />;
  return <Placeholder />;
}
