import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@feedhub/contracts';
import { resources } from '@feedhub/i18n';

/** Starts i18next with every catalogue; the remotes use the same instance (shared singleton). */
export function initI18n(locale: Locale): Promise<unknown> {
  return i18next.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: DEFAULT_LOCALE,
    defaultNS: 'ui',
    ns: ['ui', 'errors', 'validation', 'messages', 'permissions', 'attributes'],
    interpolation: { escapeValue: false },
  });
}
