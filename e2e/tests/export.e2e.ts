import type { Locator, Page } from 'playwright-core';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { mapCategory } from '../support/map-category';
import { retailPriceRule } from '../support/price-rule';
import { unique } from '../support/unique';

// The export screens in the browser: products of the demo partner on the export list, an export job
// added on /export and watched to the done table with its counters and log; the export test of one
// of them (exported, the PIM holding what was sent); the product in the PIM products browser.

const fx = useBrowserPage({ loginAsAdmin: true });

/** A toast. */
const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator('.mantine-Notification-root', { hasText: text });

/** The export desktop (/export): four job tables and the log modal. */
class ExportDesktop {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** Opens the desktop and waits for its tables (after the full-page loader). */
  async open(): Promise<void> {
    await this.page.goto('/export');
    await this.page.getByRole('heading', { name: 'Export desktop' }).waitFor();
    await this.section('Done').getByRole('table').waitFor();
  }

  /** A status section (its title, count and table). */
  section(name: 'Running' | 'Pending' | 'Error' | 'Done'): Locator {
    return this.page.getByRole('region', { name, exact: true });
  }

  /** A job's row in a section. */
  row(name: 'Running' | 'Pending' | 'Error' | 'Done', id: number): Locator {
    return this.section(name).locator(`tbody tr[data-job="${id}"]`);
  }

  /** A counter of a done job, as a number (the cell reads it in the interface language). */
  async counter(id: number, column: string): Promise<number> {
    const titles = await this.section('Done').locator('thead th').allInnerTexts();
    const index = titles.findIndex((title) => title.trim() === column);
    if (index < 0) throw new Error(`no column ${column} in ${titles.join(', ')}`);
    const text = await this.row('Done', id).locator('td').nth(index).innerText();
    return Number(text.replace(/\D/g, ''));
  }
}

test('export: products on the list, an export job on /export done with its counters and log; the export test; the PIM products', async () => {
  const page = fx.page;
  const name = unique('Export partner');
  const partnerId = await importedDemoPartner(page, name, [
    'importCategories',
    'importAttributes',
    'importProducts',
  ]);
  await mapCategory(page, partnerId, 'Business laptops', 'laptops_business', 'laptops');
  await mapCategory(page, partnerId, 'Monitors', 'monitors', 'monitors');
  await retailPriceRule(page, partnerId);
  const products = (
    await api(page, 'get', `/api/partner-products/list?filter[partnerId]=${partnerId}&perPage=100`)
  ).body.data.rows as { id: number; sku: string; code: string }[];
  const chosen = products.filter((p) => ['LEN-T14-G5', 'DELL-P2425H'].includes(p.sku));
  expect(chosen).toHaveLength(2);
  const listed = await api(page, 'post', '/api/partner-products/add-export', {
    ids: chosen.map((p) => p.id),
  });
  expect(listed.status).toBe(200);

  // add the export job on the desktop; it goes to the done table with what it sent
  const desktop = new ExportDesktop(page);
  await desktop.open();
  const added = page.waitForResponse((r) => r.url().endsWith('/api/export/add'));
  await page.getByRole('button', { name: 'Add export job' }).click();
  const answer = await added;
  expect(answer.status()).toBe(200);
  const jobId = ((await answer.json()) as { data: { id: number } }).data.id;
  await toast(page, 'Export job added').waitFor();
  const done = desktop.row('Done', jobId);
  await done.waitFor({ timeout: 60_000 });
  expect(await done.locator('[data-status="done"].mantine-Badge-root').textContent()).toBe('Done');
  expect(await desktop.counter(jobId, 'Sent')).toBeGreaterThanOrEqual(2);
  expect(await desktop.counter(jobId, 'Created')).toBeGreaterThanOrEqual(2);
  // a finished job cannot be deleted
  expect(await done.getByRole('button', { name: `Delete export job ${jobId}` }).count()).toBe(0);

  // its log
  await done.getByRole('button', { name: `Log of export job ${jobId}`, exact: true }).click();
  const log = page.getByRole('dialog', { name: `Export job log #${jobId}` });
  await log.getByText(/^Export finished: /).waitFor();
  expect(page.url()).toContain(`log=${jobId}`);
  await log.getByRole('button', { name: 'Close', exact: true }).click();
  await log.waitFor({ state: 'detached' });

  // the export test of the laptop: exported, and the PIM holds what the export sends
  await page.goto('/export/test');
  await page.getByRole('heading', { name: 'Export test' }).waitFor();
  const lookup = page.getByRole('search', { name: 'Find a product' });
  const partner = lookup.getByRole('combobox', { name: 'Partner' });
  await partner.click();
  // the autocomplete finds the partner by a part of its name, in any case
  await partner.fill(name.slice(7).toUpperCase());
  await page.getByRole('option', { name, exact: true }).click();
  await lookup.getByRole('textbox', { name: 'SKU' }).fill('LEN-T14-G5');
  await lookup.getByRole('button', { name: 'Search' }).click();
  const fields = page.getByRole('table', { name: 'The product and its export' });
  await fields.waitFor();
  expect(new URL(page.url()).searchParams.get('partner')).toBe(String(partnerId));
  expect(new URL(page.url()).searchParams.get('sku')).toBe('LEN-T14-G5');
  await fields.locator('.mantine-Badge-root[data-status="exported"]').waitFor();
  const identifier = (
    await fields.locator('tr', { hasText: 'PIM identifier' }).locator('td').innerText()
  ).trim();
  expect(identifier).toMatch(/NB-1001$/);
  expect(await fields.getByTestId('pim-values').innerText()).toContain('"locale"');
  const compare = page.getByRole('region', { name: 'What the export sends and what the PIM holds' });
  expect(await compare.getByTestId('differences').innerText()).toBe('The PIM holds what the export sends.');
  expect(await compare.locator('tr[data-differs="true"]').count()).toBe(0);

  // the product in the PIM products browser, and its values
  await page.goto(`/export/pim-products?identifier=${encodeURIComponent(identifier)}`);
  await page.getByRole('heading', { name: 'PIM products' }).waitFor();
  await page.getByText("This screen lists the embedded PIM's products.").waitFor();
  const row = page.locator(`tr[data-identifier="${identifier}"]`);
  await row.waitFor();
  expect(await page.locator('table[aria-label="PIM products"] tbody tr[data-identifier]').count()).toBe(1);
  await row.getByRole('button', { name: `Open ${identifier}` }).click();
  const detail = page.getByRole('dialog', { name: `PIM product ${identifier}` });
  await detail.getByTestId('pim-values').waitFor();
  expect(await detail.getByTestId('pim-values').innerText()).toContain('"data"');
  expect(new URL(page.url()).searchParams.get('product')).toBe(identifier);
});

test('export test: a lookup without a SKU or code is refused under the field; a product that is not there says so', async () => {
  const page = fx.page;
  await page.goto('/export/test?id=99999999');
  await page.getByRole('heading', { name: 'Export test' }).waitFor();
  await page.getByTestId('not-found').waitFor();
  await toast(page, /not found/i)
    .first()
    .waitFor();

  const lookup = page.getByRole('search', { name: 'Find a product' });
  await lookup.getByRole('textbox', { name: 'Product ID' }).fill('');
  await lookup.getByRole('button', { name: 'Search' }).click();
  await lookup.getByText('Give a product id, or a partner with a SKU or a code').waitFor();
});
