import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useListScreen } from '@feedhub/api-client';
import { useCan } from '@feedhub/ui';
import { pathTo } from '../../paths';
import { PartnerFrame } from '../../partners/pages/PartnerFrame';
import { useRoutePartner } from '../../partners/pages/PartnerEditPage';
import { StatsChart } from '../components/StatsChart/StatsChart';
import { StatsTable } from '../components/StatsTable/StatsTable';
import { partnerStatsList, usePartnerStatsChart } from '../queries';
import { statsSearch } from '../urls';

/** /partners/{id}/stats (SPEC §2 Partner stats): the chart of the recent imports over the paged, read-only table. */
export function PartnerStatsPage() {
  useTranslation('categories');
  const navigate = useNavigate();
  const can = useCan();
  const { id, partner } = useRoutePartner();
  const resource = useMemo(() => partnerStatsList(id), [id]);
  const { table } = useListScreen(resource, statsSearch);
  const chart = usePartnerStatsChart(id);
  return (
    <PartnerFrame
      route="partnerStats"
      name={partner.data?.name}
      listPath={pathTo('partners')}
      can={can}
      onOpen={(next) => navigate(pathTo(next, { id }))}
    >
      <StatsChart rows={chart.data ?? []} />
      <StatsTable {...table} />
    </PartnerFrame>
  );
}
