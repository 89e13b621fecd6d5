import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { MaintenanceReplySchema, dataEnvelope } from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';

const Answer = dataEnvelope(z.object({ replies: z.array(MaintenanceReplySchema) }));

/** The maintenance actions of the settings desktop (SPEC §7: XHR GETs that answer with a message). */
export const MAINTENANCE_PATHS = {
  clearCache: '/api/settings/clear-cache',
  queueRestart: '/api/settings/queue-restart',
  migrate: '/api/settings/migrate',
} as const;

/** One maintenance action; the shell's QueryClient shows the answer's message as the green toast. */
export function useMaintenance(action: keyof typeof MAINTENANCE_PATHS) {
  return useMutation({ mutationFn: () => apiClient().get(MAINTENANCE_PATHS[action], Answer) });
}

/** POST /api/pim/sync answer: the system job queued, and what the toast says. */
const PimSyncAnswer = dataEnvelope(z.object({ jobId: z.number().int() })).required({ message: true });

/**
 * POST /api/pim/sync: queues the PIM sync system job; the answer's message is the green toast, a
 * pending one already (409 pending_job_exists) the red toast with the server's message.
 */
export function useSyncPim() {
  return useMutation({ mutationFn: () => apiClient().post('/api/pim/sync', PimSyncAnswer) });
}
