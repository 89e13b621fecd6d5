import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SettingSchema, dataEnvelope, listEnvelope, type SettingSaveInput } from '@feedhub/contracts';
import { apiClient } from '@feedhub/api-client';

/** Query key of the settings list. */
export const settingsKey = ['settings', 'list'] as const;

/** GET /api/settings/list. */
export function useSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: async () => (await apiClient().get('/api/settings/list', listEnvelope(SettingSchema))).data,
  });
}

/** POST /api/settings/save; refreshes the list on success. */
export function useSaveSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SettingSaveInput) =>
      apiClient().post('/api/settings/save', dataEnvelope(SettingSchema), input),
    onSuccess: () => client.invalidateQueries({ queryKey: settingsKey }),
  });
}
