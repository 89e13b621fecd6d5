import { SettingSaveSchema, SettingSchema } from '@feedhub/contracts';
import { crudResource } from '@feedhub/api-client';

/** /api/settings: list and save (settings are never added or deleted). */
export const settings = crudResource({ resource: 'settings', row: SettingSchema, save: SettingSaveSchema });
