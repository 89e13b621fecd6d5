import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { boxOf, inViewport, overlaps } from '../pages/Layout';
import { ListScreen } from '../pages/ListScreen';
import { LoginPage } from '../pages/LoginPage';
import { PartnerDesktopPage } from '../pages/PartnerDesktopPage';
import { PartnerFormPage } from '../pages/PartnerFormPage';
import { TopNav } from '../pages/TopNav';
import { api } from '../support/api';
import { ADMIN_PASSWORD, app, launch } from '../support/browser';
import { randomByte, unique } from '../support/unique';

// Issue 30 (7, 10): what a person sees at 1440×900 when a save fails, on the partner desktop, under
// a long partner name and on the Icecat features form.

let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser.close());
beforeEach(async () => {
  context = await browser.newContext({
    baseURL: app().url,
    locale: 'en-US',
    viewport: { width: 1440, height: 900 },
  });
  page = await context.newPage();
  await new LoginPage(page).login('admin', ADMIN_PASSWORD);
});
afterEach(() => context.close());

/** Waits until `read` gives `want` (a re-render after a language switch), then returns it. */
async function eventually<T>(read: () => Promise<T>, want: T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last = await read();
  while (last !== want && Date.now() < until) {
    await page.waitForTimeout(100);
    last = await read();
  }
  return last;
}

/** The bundled demo XML feed's params (the partner-desktop test's partner reads the same). */
const demoParams = (): Record<string, unknown> => ({
  ...(JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'libs', 'feeds', 'fixtures', 'demo-xml.params.json'), 'utf8'),
  ) as Record<string, unknown>),
  url: 'demo:demo-xml.xml',
});

/** Whether this element has the keyboard focus. */
const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

test('a failed save scrolls back to the first field in error, focuses it, says why under it, in the language chosen', async () => {
  const form = new PartnerFormPage(page);
  await form.openAdd();
  const name = form.field('Name');
  // Save is at the bottom of the long page: the name field is out of view when it is pressed
  await page.getByRole('button', { name: 'Save', exact: true }).scrollIntoViewIfNeeded();
  expect(inViewport(page, await boxOf(name))).toBe(false);
  await form.save();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  expect(await focused(name)).toBe(true);
  expect(inViewport(page, await boxOf(name))).toBe(true);
  expect(await form.messageUnder(name)).toBe('Name field is required');

  // the message follows a language switch (stored on the user: the other tests log in after it)
  const nav = new TopNav(page);
  await nav.language('Eesti');
  try {
    const nimi = form.field('Nimi');
    await page.waitForFunction(() => document.documentElement.lang === 'et');
    expect(await eventually(() => form.messageUnder(nimi), 'Nimi on kohustuslik')).toBe(
      'Nimi on kohustuslik',
    );
  } finally {
    await nav.language('English');
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
});

test('a save the server refuses puts its message under the field and focuses it, not only in the toast', async () => {
  const screen = new ListScreen(page, '/settings/whitelist');
  await screen.open();
  const range = `127.0.0.1-127.${randomByte()}.${randomByte()}.${randomByte()}`;
  await api(page, 'post', '/api/whitelisted-ips/save', { ip: range, description: unique('first') });
  await screen.add();
  await screen.fill('Description', unique('again'));
  await screen.fill('IP or IP range', range);
  await screen.field('Description').focus();
  await screen.save();
  const ip = screen.field('IP or IP range');
  await ip.and(page.locator('[aria-invalid="true"]')).waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
  expect(await focused(ip)).toBe(true);
  const describedBy = (await ip.getAttribute('aria-describedby')) ?? '';
  const errorId = describedBy.split(/\s+/).find((id) => id.endsWith('-error'));
  expect(await page.locator(`[id="${errorId}"]`).textContent()).toMatch(/has already been taken/);
  await screen.modal.getByRole('button', { name: 'Cancel' }).click();
  const rows = (await api(page, 'get', '/api/whitelisted-ips/list?perPage=500')).body.data.rows as {
    id: number;
    ip: string;
  }[];
  for (const row of rows.filter((r) => r.ip === range))
    await api(page, 'delete', `/api/whitelisted-ips/delete/${row.id}`);
});

test('the partner desktop pages 50 jobs (SPEC §9) and names a default task by its method’s label, whole', async () => {
  const name = unique('Readable desk');
  const saved = await api(page, 'post', '/api/partners/save', {
    name,
    className: 'xml',
    isActive: true,
    params: demoParams(),
    tasks: [{ name: 'importProducts', methodName: 'importProducts', cron: null, queue: 'medium' }],
  });
  expect(saved.status).toBe(200);
  const desktop = new PartnerDesktopPage(page);
  const asked = page.waitForRequest((r) => r.url().includes('/api/partner-job/desktop'));
  await desktop.open(`?partnerId=${saved.body.data.id as number}`);
  expect(new URL((await asked).url()).searchParams.get('perPage')).toBe('50');
  await desktop.task.click();
  const option = page.getByRole('option').first();
  await option.waitFor();
  expect(await option.innerText()).toContain('Import products');
  expect(await option.innerText()).not.toContain('importProducts');
});

test('a 255-character name without spaces wraps in the partner header; Send to PIM stays in view', async () => {
  const name = `Longname${'x'.repeat(230)}${Date.now().toString(36)}`.slice(0, 255);
  const saved = await api(page, 'post', '/api/partners/save', {
    name,
    className: 'xml',
    isActive: true,
    params: demoParams(),
    tasks: [],
  });
  expect(saved.status).toBe(200);
  await page.goto(`/partners/${saved.body.data.id as number}/products`);
  const send = page.getByRole('button', { name: /^Send to PIM/ });
  await send.waitFor();
  const title = page.getByRole('main').getByRole('heading', { level: 2 });
  await title.waitFor();
  expect(inViewport(page, await boxOf(send))).toBe(true);
  const titleBox = await boxOf(title);
  expect(overlaps(titleBox, await boxOf(send))).toBe(false);
  expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(1440);
  // the whole name on hover
  expect(await title.getAttribute('title')).toBe(name);
  // nothing scrolls sideways
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
});

test('two messages of one field on the Icecat features form each have their own line', async () => {
  const screen = new ListScreen(page, '/settings/icecat-features');
  await screen.open();
  await screen.add();
  await screen.save();
  const required = screen.modal.getByText('PIM attribute field is required', { exact: true });
  const invalid = screen.modal.getByText('Selected PIM attribute is invalid', { exact: true });
  await required.waitFor();
  const a = await boxOf(required);
  const b = await boxOf(invalid);
  expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
});
