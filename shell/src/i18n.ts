import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from '@feedhub/contracts';
import { i18nextOptions } from '@feedhub/i18n';

/**
 * Starts i18next with every catalogue (the remotes use the same instance: a shared singleton) and
 * keeps `<html lang>` on the interface language, for screen readers, hyphenation and spelling.
 */
export async function initI18n(locale: Locale): Promise<void> {
  i18next.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  await i18next.use(initReactI18next).init(i18nextOptions(locale));
  document.documentElement.lang = i18next.language;
}
