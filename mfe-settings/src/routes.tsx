import type { ComponentType } from 'react';
import { SettingsDesktopPage } from './desktop/pages/SettingsDesktopPage';
import { HorizonDashboardPage } from './horizon/pages/HorizonDashboardPage';
import { IcecatFeaturesPage } from './icecat-features/pages/IcecatFeaturesPage';
import { RolesPage } from './roles/pages/RolesPage';
import { SettingsPage } from './settings/pages/SettingsPage';
import { TestsPage } from './tests/pages/TestsPage';
import { UsersPage } from './users/pages/UsersPage';
import { WhitelistPage } from './whitelist/pages/WhitelistPage';

/** Screens of this remote by route name (SPEC §2; `horizon` is the queue dashboard, `icecatFeatures` the Icecat feature map). */
export const SCREENS: Record<string, ComponentType> = {
  settings: SettingsPage,
  whitelist: WhitelistPage,
  icecatFeatures: IcecatFeaturesPage,
  settingsRoles: RolesPage,
  settingsUsers: UsersPage,
  settingsDesktop: SettingsDesktopPage,
  tests: TestsPage,
  horizon: HorizonDashboardPage,
};

/** Renders the screen of a route name (nothing for a name this remote does not own). */
export function ScreenOf({ route }: { route: string }) {
  const Screen = SCREENS[route];
  return Screen ? <Screen /> : null;
}
