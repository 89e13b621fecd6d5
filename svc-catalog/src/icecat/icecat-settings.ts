import type { Knex } from '@feedhub/db';
import type { IcecatConfig } from '@feedhub/icecat';
import type { SettingsReader } from '@feedhub/service-kit';
import { pimLocales } from '../pim/pim-structure';

/** What an enrichment run reads from the global settings (docs/icecat.md). */
export interface IcecatRunSettings {
  /** Null when no user name is set: Icecat is not set up. */
  config: IcecatConfig | null;
  /** Icecat Language codes ("en", "et"), without duplicates. */
  languages: string[];
  requestsPerSecond: number;
  refreshDays: number;
}

const ICECAT_SETTINGS = [
  'icecat_url',
  'icecat_username',
  'icecat_api_token',
  'icecat_content_token',
  'icecat_languages',
  'icecat_requests_per_second',
  'icecat_refresh_days',
] as const;

/** A PIM locale or a setting's language ("en_US", "et") → Icecat's Language ("en", "et"). */
export const icecatLanguage = (locale: string) => locale.trim().slice(0, 2).toLowerCase();

/**
 * The settings of a run: the languages are the setting's, or else the PIM's locales (its synced
 * structure), else English.
 */
export async function readIcecatSettings(settings: SettingsReader, knex: Knex): Promise<IcecatRunSettings> {
  const { values } = await settings.read([...ICECAT_SETTINGS]);
  const username = values.icecat_username?.trim() ?? '';
  const url = values.icecat_url?.trim() ?? '';
  const fromSetting = (values.icecat_languages ?? '').split(',').filter((code) => code.trim() !== '');
  const locales = fromSetting.length ? fromSetting : await pimLocales(knex);
  const languages = [...new Set(locales.map(icecatLanguage))].filter((code) => /^[a-z]{2}$/.test(code));
  return {
    config:
      username && url
        ? {
            url,
            username,
            apiToken: values.icecat_api_token || undefined,
            contentToken: values.icecat_content_token || undefined,
          }
        : null,
    languages: languages.length ? languages : ['en'],
    requestsPerSecond: Math.max(1, Number(values.icecat_requests_per_second) || 10),
    refreshDays: Math.max(1, Number(values.icecat_refresh_days) || 30),
  };
}
