import type { ComponentType } from 'react';
import { ExportDesktopPage } from './desktop/pages/ExportDesktopPage';
import { ExportTestPage } from './export-test/pages/ExportTestPage';
import { PimProductsPage } from './pim-products/pages/PimProductsPage';

/** Screens of this remote by route name (SPEC §2 Export desktop, Export test; the PIM products browser). */
export const SCREENS: Record<string, ComponentType> = {
  exportDesktop: ExportDesktopPage,
  exportTest: ExportTestPage,
  pimProducts: PimProductsPage,
};

/** Renders the screen of a route name (nothing for a name this remote does not own). */
export function ScreenOf({ route }: { route: string }) {
  const Screen = SCREENS[route];
  return Screen ? <Screen /> : null;
}
