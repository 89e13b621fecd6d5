import { SETTING_DEFINITIONS, type SettingCode } from '@feedhub/contracts';

/**
 * English setting descriptions by code (i18n namespace `settings`): the texts of the setting
 * definitions in @feedhub/contracts, so the seed and the catalogue never disagree.
 */
export const settings = Object.fromEntries(
  Object.entries(SETTING_DEFINITIONS).map(([code, definition]) => [code, definition.description]),
) as Record<SettingCode, string>;
