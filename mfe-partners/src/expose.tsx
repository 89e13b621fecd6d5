import { useTranslation } from 'react-i18next';
import { NotBuiltYet } from '@feedhub/ui';

/** The one exposed module: the partners screens arrive with the partners issues; each route says so for now. */
export default function PartnersRemote({ route }: { route: string }) {
  const { t } = useTranslation('ui');
  return (
    <NotBuiltYet title={route === 'pimCategoryMapping' ? t('nav.pimCategoryMapping') : t('nav.partners')} />
  );
}
