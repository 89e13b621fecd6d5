import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@feedhub/ui';
import { SettingsPage } from './settings/pages/SettingsPage';

/** The one exposed module: the screen of each route name this remote owns (the shell guards and routes). */
export default function SettingsRemote({ route }: { route: string }) {
  const { t } = useTranslation('ui');
  switch (route) {
    case 'settings':
      return <SettingsPage />;
    case 'whitelist':
      return <NotBuiltYet title={t('nav.whitelist')} />;
    case 'settingsRoles':
      return <NotBuiltYet title={t('nav.roles')} />;
    case 'settingsUsers':
      return <NotBuiltYet title={t('nav.users')} />;
    case 'settingsDesktop':
      return <NotBuiltYet title={t('nav.settingsDesktop')} />;
    case 'tests':
      return <NotBuiltYet title={t('nav.tests')} />;
    default:
      return null;
  }
}
