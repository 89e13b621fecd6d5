import type { Browser, BrowserContext, Page } from 'playwright-core';
import { TOAST_DURATION_MS } from '@feedhub/contracts';
import { boxOf, inViewport, overlaps, settledBoxOf } from '../pages/Layout';
import { ListScreen } from '../pages/ListScreen';
import { PartnerDesktopPage } from '../pages/PartnerDesktopPage';
import { LoginPage } from '../pages/LoginPage';
import { ADMIN_PASSWORD, app, launch } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { randomByte, unique } from '../support/unique';

// What only a browser shows: where toasts and modal footers land on the screen staff use (UI.md:
// 1440×900), and how long a toast stays with the pointer on it.

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

/** Slack for the toast's leave transition and a busy machine. */
const SLACK_MS = 1200;

test('a toast sits top centre under the nav bar, clear of the page header’s Add and of an open modal’s title and buttons, and closes on time with the pointer on it', async () => {
  const screen = new ListScreen(page, '/settings/whitelist');
  await screen.open();
  const add = page.getByRole('main').getByRole('button', { name: 'Add', exact: true });
  const nav = page.getByRole('navigation', { name: 'main' });

  const range = `127.0.0.1-127.${randomByte()}.${randomByte()}.${randomByte()}`;
  await screen.add();
  await screen.fill('IP or IP range', range);
  await screen.fill('Description', unique('layout'));
  await screen.save();
  const saved = screen.toast('IP rule saved');
  await saved.waitFor();
  const shownAt = Date.now();
  await screen.modal.waitFor({ state: 'detached' });
  const toast = await settledBoxOf(saved);
  expect(overlaps(toast, await boxOf(add))).toBe(false);
  expect(overlaps(toast, await boxOf(nav))).toBe(false);
  expect(Math.abs(toast.x + toast.width / 2 - 720)).toBeLessThan(2);
  // the pointer rests on it: it still goes after 3.5 s
  await page.mouse.move(toast.x + toast.width / 2, toast.y + toast.height / 2);
  await saved.waitFor({ state: 'detached', timeout: TOAST_DURATION_MS + SLACK_MS });
  expect(Date.now() - shownAt).toBeGreaterThan(TOAST_DURATION_MS - SLACK_MS);

  // a refused save (the same range again): the red toast leaves the modal's title and buttons free
  await screen.add();
  await screen.fill('IP or IP range', range);
  await screen.fill('Description', unique('again'));
  await screen.save();
  const refused = page
    .locator('.mantine-Notification-root[data-with-border]')
    .filter({ hasNotText: 'saved' });
  await refused.first().waitFor();
  const red = await settledBoxOf(refused.first());
  const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
  for (const part of [
    dialog.getByRole('heading', { name: 'Add IP rule' }),
    dialog.getByRole('button', { name: 'Save' }),
    dialog.getByRole('button', { name: 'Cancel' }),
    dialog.locator('.mantine-Modal-close'),
  ])
    expect(overlaps(red, await boxOf(part))).toBe(false);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await screen.remove(range);
});

test('on the partner desktop the toast of Add partner job leaves the header’s task and button free', async () => {
  const desktop = new PartnerDesktopPage(page);
  const name = unique('Toast desk');
  const partnerId = await importedDemoPartner(page, name, ['importCategories']);
  await desktop.open(`?partnerId=${partnerId}`);
  await desktop.chooseTask('Import categories');
  await desktop.addJob();
  const toast = page.locator('.mantine-Notification-root').first();
  await toast.waitFor();
  const box = await settledBoxOf(toast);
  for (const control of [desktop.task, page.getByRole('button', { name: 'Add partner job' })])
    expect(overlaps(box, await boxOf(control))).toBe(false);
  expect(overlaps(box, await boxOf(page.getByRole('heading', { name: 'Partner desktop' })))).toBe(false);
});

test('the price formula modal with two rules keeps Save and Cancel in view at 1440×900', async () => {
  const partnerId = await importedDemoPartner(page, unique('Layout partner'), [
    'importCategories',
    'importAttributes',
    'importProducts',
  ]);
  await page.goto(`/partners/${partnerId}/price-formulas`);
  await page.getByRole('button', { name: 'Add formula' }).click();
  const dialog = page.getByRole('dialog').filter({ has: page.locator('form') });
  await dialog.getByRole('heading', { name: 'Add price formula' }).waitFor();
  await dialog.getByRole('combobox', { name: /Partner price field/ }).click();
  await page.getByRole('option', { name: 'Price', exact: true }).click();
  for (const [n, rule, input] of [
    [1, 'Add percent', '10'],
    [2, 'Round up to an ending', '.99'],
  ] as const) {
    if (n > 1) await dialog.getByRole('button', { name: 'Add rule' }).click();
    await dialog.getByRole('combobox', { name: `Rule ${n}`, exact: true }).click();
    await page.getByRole('option', { name: rule, exact: true }).click();
    await dialog.getByRole('textbox', { name: new RegExp(`, rule ${n}$`) }).fill(input);
  }
  // the preview has priced the products: the form is at its tallest
  await dialog.getByRole('region', { name: 'Preview of the prices' }).locator('tbody tr').first().waitFor();
  for (const name of ['Save', 'Cancel']) {
    const button = dialog.getByRole('button', { name, exact: true });
    expect(inViewport(page, await boxOf(button))).toBe(true);
  }
  // and reachable there: nothing lies over Save
  const save = await boxOf(dialog.getByRole('button', { name: 'Save', exact: true }));
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent ?? null,
    { x: save.x + save.width / 2, y: save.y + save.height / 2 },
  );
  expect(onTop).toBe('Save');
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
});
