import { ui as en } from './locales/en/ui';
import { ui as et } from './locales/et/ui';

/**
 * The few strings the pre-login screen needs, importable on their own (`@feedhub/i18n/login`) so the
 * first page a browser loads does not carry every catalogue.
 */
export const loginStrings = {
  en: { ...en.login, app: en.app.name, languages: en.languages },
  et: { ...et.login, app: et.app.name, languages: et.languages },
} as const;
