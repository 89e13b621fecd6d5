import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PartnerStatsRowSchema, listEnvelope } from '@feedhub/contracts';
import { apiClient, type Query } from '@feedhub/api-client';

/** Imports the chart draws: the newest this many. */
export const CHART_IMPORTS = 100;

/** GET /api/partner-stats/list with the partner's filter added to a list query. */
async function fetchStats(partnerId: number, query: Query) {
  return (
    await apiClient().get('/api/partner-stats/list', listEnvelope(PartnerStatsRowSchema), {
      ...query,
      filter: { ...((query.filter as Record<string, unknown> | undefined) ?? {}), partnerId },
    })
  ).data;
}

/** The stats table's pages of one partner (keeps the last page while the next loads). */
export function partnerStatsList(partnerId: number) {
  return {
    useList: (query: Query) =>
      useQuery({
        queryKey: ['partner-stats', 'list', partnerId, query],
        queryFn: () => fetchStats(partnerId, query),
        placeholderData: keepPreviousData,
      }),
  };
}

/** The newest CHART_IMPORTS imports of a partner for the chart, oldest first. */
export function usePartnerStatsChart(partnerId: number) {
  return useQuery({
    queryKey: ['partner-stats', 'chart', partnerId],
    queryFn: () =>
      fetchStats(partnerId, {
        page: 1,
        perPage: CHART_IMPORTS,
        order: { field: 'collectedAt', direction: 'desc' },
      }),
    select: (page) => [...page.rows].reverse(),
  });
}
