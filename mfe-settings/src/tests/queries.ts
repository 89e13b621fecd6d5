import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';

const Reports = dataEnvelope(
  z.object({
    reports: z.array(z.object({ suite: z.enum(['jest', 'e2e']), url: z.string(), generatedAt: z.string() })),
    command: z.string(),
  }),
);

/** GET /api/test-reports: the latest HTML reports and the command that makes them. */
export function useTestReports() {
  return useQuery({
    queryKey: ['test-reports'],
    queryFn: async () => (await apiClient().get('/api/test-reports', Reports)).data,
  });
}
