// Setup of the jsdom ("web") tests: i18next with every catalogue (English), and the browser APIs
// Mantine uses that jsdom lacks.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@feedhub/i18n';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ resources, lng: 'en', defaultNS: 'ui', interpolation: { escapeValue: false } });
});

window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addEventListener() {},
  removeEventListener() {},
  addListener() {},
  removeListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
