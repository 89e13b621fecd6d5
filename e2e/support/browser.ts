import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { ADMIN_PASSWORD, APP_FILE, type RunningApp } from './app';

/** The running app of this test run. */
export function app(): RunningApp {
  return JSON.parse(readFileSync(APP_FILE, 'utf8')) as RunningApp;
}

/** Debian's Chromium, headless, with the flags this machine needs (no background networking). */
export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser context (own cookies and storage) with its page. */
export async function newPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: app().url, locale: 'en-US' });
  const page = await context.newPage();
  return { context, page };
}

export { ADMIN_PASSWORD };

/**
 * The fixture of every browser test file: one Chromium per file, a fresh context (cookies, storage)
 * and page per test. Optionally logs in as admin before each test. Read `page` inside tests.
 */
export function useBrowserPage(options: { loginAsAdmin?: boolean } = {}): {
  readonly browser: Browser;
  readonly page: Page;
} {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(() => browser.close());
  beforeEach(async () => {
    ({ context, page } = await newPage(browser));
    if (options.loginAsAdmin) {
      const { LoginPage } = await import('../pages/LoginPage');
      await new LoginPage(page).login('admin', ADMIN_PASSWORD);
    }
  });
  afterEach(() => context.close());
  return {
    get browser() {
      return browser;
    },
    get page() {
      return page;
    },
  };
}
