import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { NotBuiltYet, useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../components/PartnerFrame/PartnerFrame';
import { tabOfRoute } from '../components/PartnerTabs/PartnerTabs';
import { useRoutePartner } from './PartnerEditPage';

/** A partner route whose screen arrives with a later issue: the partner's frame (tabs bar) and the placeholder. */
export function PartnerSectionPage({ route }: { route: string }) {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const tab = tabOfRoute(route);
  return (
    <PartnerFrame
      route={route}
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(next) => navigate(pathTo(next, { id }))}
    >
      <NotBuiltYet title={tab ? t(`tabs.${tab}`) : (partner.data?.name ?? '')} />
    </PartnerFrame>
  );
}
