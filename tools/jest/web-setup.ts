// Setup of the jsdom ("web") tests: i18next with every catalogue (English), and the browser APIs
// Mantine and react-router use that jsdom lacks.
import { TextDecoder, TextEncoder } from 'node:util';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '@feedhub/i18n';

beforeAll(async () => {
  await i18next
    .use(initReactI18next)
    .init({ resources, lng: 'en', defaultNS: 'ui', interpolation: { escapeValue: false } });
});

// No media query matches but the empty one, which a browser always matches (mantine-datatable gives
// every column the query '' and hides a column whose query does not match).
window.matchMedia ??= ((query: string) => ({
  matches: query === '',
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

// react-router needs TextEncoder when it loads; a select scrolls its chosen option into view; a
// table whose rows change scrolls back to its top.
Object.assign(globalThis, { TextEncoder, TextDecoder });
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.scrollTo ??= () => undefined;
