import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** The category mapping modal (xl, tabs over one form) and the categories page around it. */
class CategoryMapping {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** The open mapping modal. */
  get modal(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.locator('form') });
  }

  /** A field of the modal by its label (a required field's label ends with Mantine's ` *`). */
  field(label: string): Locator {
    const text = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.modal.getByLabel(new RegExp(`^${text}( \\*)?$`));
  }

  /** An input of a row of the marginals or name-word table (`Price from`, row 1). */
  cell(column: string, row: number): Locator {
    return this.modal.locator(`input[aria-label="${column}, row ${row}"]`);
  }

  /** Opens a tab of the modal. */
  async tab(name: string): Promise<void> {
    await this.modal.getByRole('tab', { name, exact: true }).click();
  }

  /** Types into a searchable (multi-)select and picks the option with exactly this label. */
  async pick(input: Locator, search: string, option: string): Promise<void> {
    await input.click();
    if (search) await input.fill(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.modal.getByRole('heading').first().click(); // closes a multi-select's dropdown
  }

  /** A toast. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root', { hasText: text });
  }
}

/**
 * A partner of this test's own reading the bundled demo XML feed, imported once (the import makes its
 * categories and the first stats row). Returns its id.
 */
async function importedDemoPartner(name: string): Promise<number> {
  const mapping = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'libs', 'feeds', 'fixtures', 'demo-xml.params.json'), 'utf8'),
  ) as Record<string, unknown>;
  const saved = await api(fx.page, 'post', '/api/partners/save', {
    name,
    className: 'xml',
    isActive: true,
    params: { ...mapping, url: 'demo:demo-xml.xml' },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', cron: null, queue: 'medium' }],
  });
  if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  const id = saved.body.data.id as number;
  const partner = await api(fx.page, 'get', `/api/partners/${id}`);
  const taskId = (partner.body.data.tasks as { id: number }[])[0].id;
  const job = await api(fx.page, 'post', '/api/partner-job/add', { taskId });
  if (job.status !== 200) throw new Error(JSON.stringify(job.body));
  const deadline = Date.now() + 60_000;
  for (;;) {
    const stats = await api(fx.page, 'get', `/api/partner-stats/list?filter[partnerId]=${id}`);
    if (stats.status === 200 && stats.body.data.total > 0) return id;
    if (Date.now() > deadline) throw new Error('the import did not finish within 60 s');
    await fx.page.waitForTimeout(500);
  }
}

test('Categories: map a category through all four tabs, save, see it mapped with its history; stats; export the new categories as CSV', async () => {
  const page = fx.page;
  const partnerId = await importedDemoPartner(unique('Mapping partner'));
  const listed = await api(
    page,
    'get',
    `/api/partner-categories/list?filter[partnerId]=${partnerId}&order[field]=name&order[direction]=asc`,
  );
  const category = (listed.body.data.rows as { id: number; name: string; path: string }[])[0];
  // The table names a category by its path, as every screen does ("Computers › Laptops › Business laptops").
  const shown = category.path.replaceAll(' > ', ' › ');
  const pim = await api(page, 'get', '/api/pim-categories/list?filter[name]=Business&page=1&perPage=99999');
  const business = (pim.body.data.rows as { code: string; path: string }[]).find(
    (c) => c.code === 'laptops_business',
  );
  if (!business) throw new Error('the demo PIM has no laptops_business category');
  const families = (await api(page, 'get', '/api/pim-category-mappings/selects')).body.data.families as {
    id: number;
    code: string;
    name: string;
  }[];
  const laptopFamily = families.find((f) => f.code === 'laptops');
  if (!laptopFamily) throw new Error('the demo PIM has no laptops family');

  // the list, the filter in the URL, the edit icon
  await page.goto(`/partners/${partnerId}/categories`);
  await page.getByRole('tab', { name: /^Categories/, selected: true }).waitFor();
  await page.getByRole('search').getByLabel('Mapping').click();
  await page.getByRole('option', { name: 'Not mapped', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL((url) => url.searchParams.get('isMapped') === '2');
  const row = page.locator('tbody tr', { hasText: category.name }).first();
  await row.getByText('Not mapped').waitFor();
  await page.getByRole('button', { name: `Edit ${shown}`, exact: true }).click();

  const modal = new CategoryMapping(page);
  await modal.modal.getByRole('heading', { name: `Category mapping: ${category.name}` }).waitFor();
  expect(await modal.field('Name').getAttribute('readonly')).not.toBeNull();

  // general
  await modal.pick(modal.field('PIM categories'), 'Business', business.path);
  await modal.pick(modal.field('Family'), laptopFamily.name, `${laptopFamily.name} (${laptopFamily.code})`);
  await modal.field('VAT').fill('24');
  await modal.field('Estonian VAT').fill('22');
  await modal.field('Export all').check();
  await modal.pick(modal.field('Price change type'), '', '%');
  await modal.field('Price change amount').fill('5');

  // transport
  await modal.tab('Transport');
  await modal.field('Delivery time (days)').fill('3');
  await modal.field('Transport fare added to the price').fill('2.5');
  await modal.field('Finland (FI)').check();

  // marginals: two rows
  await modal.tab('Marginals');
  await modal.modal.getByRole('button', { name: 'Add row' }).click();
  await modal.cell('Price from', 1).fill('0');
  await modal.cell('Price to', 1).fill('100');
  await modal.cell('Margin', 1).fill('20');
  await modal.modal.getByRole('button', { name: 'Add row' }).click();
  await modal.cell('Price from', 2).fill('50');
  await modal.cell('Margin', 2).fill('12.5');
  await modal.cell('Prepayment', 2).fill('30');

  // an overlapping range: the server's message under that row's field, the tab marked
  await modal.tab('General');
  await modal.modal.getByRole('button', { name: 'Save' }).click();
  await modal.modal.getByRole('tab', { name: 'Marginals has errors', selected: true }).waitFor();
  expect(await modal.cell('Price from', 2).getAttribute('aria-invalid')).toBe('true');
  expect(await modal.cell('Price from', 1).getAttribute('aria-invalid')).not.toBe('true');
  await modal.modal.getByText(/overlaps row 1/).waitFor();
  await modal.cell('Price from', 2).fill('100');
  await modal.modal.getByText(/overlaps row 1/).waitFor({ state: 'detached' });

  // name words
  await modal.tab('Name words');
  await modal.modal.getByRole('button', { name: 'Add rule' }).click();
  await modal.cell('Word in the product name', 1).fill('dock');
  await modal.pick(modal.cell('PIM category', 1), 'Business', business.path);

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/partner-categories/save'));
  await modal.modal.getByRole('button', { name: 'Save' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    id: category.id,
    partnerId,
    pimCategory: ['laptops_business'],
    family: laptopFamily.id,
    vat: '24',
    vatEt: 22,
    exportAll: true,
    priceChangeType: 'percent',
    priceChangeAmount: '5',
    deliveryTime: 3,
    transportAddToPrice: '2.5',
    disabledFi: true,
    marginals: [
      { priceFrom: '0', priceTo: '100', marginal: '20' },
      { priceFrom: '100', priceTo: null, marginal: '12.5', prepaymentPercent: '30' },
    ],
    changes: [{ word: 'dock', pimCategory: 'laptops_business' }],
  });
  await modal.toast(/saved/i).waitFor();
  await modal.modal.waitFor({ state: 'detached' });
  expect(new URL(page.url()).searchParams.get('dialog')).toBeNull();

  // the mapped category: filter mapped, its PIM category on the row; the history says who
  await page.goto(`/partners/${partnerId}/categories?isMapped=1`);
  const mapped = page.locator('tbody tr', { hasText: category.name }).first();
  await mapped.getByText('Mapped', { exact: true }).waitFor();
  await mapped.getByText(business.path).waitFor();
  await page.getByRole('button', { name: `Edit ${shown}`, exact: true }).click();
  await modal.modal.getByRole('heading', { name: `Category mapping: ${category.name}` }).waitFor();
  await modal.tab('Marginals');
  expect(await modal.cell('Margin', 2).inputValue()).toBe('12.5');
  await modal.modal.getByRole('tab', { name: /^History/ }).click();
  await modal.modal.getByTestId('mapping-history').getByText('admin').first().waitFor();
  await modal.modal.getByRole('button', { name: 'Cancel' }).click();
  await modal.modal.waitFor({ state: 'detached' });

  // stats: the import's row
  await page.getByRole('tab', { name: 'Stats' }).click();
  await page.waitForURL(`**/partners/${partnerId}/stats`);
  await page.getByRole('table', { name: 'Import stats' }).locator('tbody tr').first().waitFor();

  // export categories: the picker starts a week back, so today's categories are in the file
  await page.getByRole('tab', { name: 'Export categories' }).click();
  await page.waitForURL(`**/partners/${partnerId}/export-categories`);
  const download = page.waitForEvent('download');
  await page.getByRole('main').getByRole('button', { name: 'Export', exact: true }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('new_categories.csv');
  const path = await file.path();
  expect(readFileSync(path, 'utf8')).toContain(category.name);
});
