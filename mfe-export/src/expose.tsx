import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@feedhub/ui';

/** The one exposed module: the export screens arrive with the export issues; each route says so for now. */
export default function ExportRemote({ route }: { route: string }) {
  const { t } = useTranslation('ui');
  return <NotBuiltYet title={route === 'exportTest' ? t('nav.exportTest') : t('nav.exportDesktop')} />;
}
