import type { Locator, Page } from 'playwright-core';
import { useBrowserPage } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { mapCategory } from '../support/map-category';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** The partner products screen (SPEC §2 Partner products). */
class ProductsScreen {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** The products table. */
  get table(): Locator {
    return this.page.getByRole('table', { name: 'Products' });
  }

  /** The body rows of the table. */
  get rows(): Locator {
    return this.table.locator('tbody tr');
  }

  /** The row of a product by a text in it. */
  row(text: string): Locator {
    return this.table.locator('tbody tr', { hasText: text });
  }

  /** The summary line over the table. */
  get summary(): Locator {
    return this.page.getByTestId('export-summary');
  }

  /** The filter bar. */
  get filters(): Locator {
    return this.page.getByRole('search', { name: 'Filter products' });
  }

  /** A toast. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root', { hasText: text });
  }

  /** The search part of the page's URL. */
  search(): URLSearchParams {
    return new URL(this.page.url()).searchParams;
  }

  /** Waits until the table shows exactly these product names, in this order. */
  async waitForNames(names: string[]): Promise<void> {
    await this.page.waitForFunction(
      (expected) => {
        const table = document.querySelector('table[aria-label="Products"]');
        if (!table || table.closest('[aria-busy="true"]')) return false;
        const shown = [...table.querySelectorAll('tbody tr td a')].map((a) => a.textContent?.trim());
        return JSON.stringify(shown) === JSON.stringify(expected);
      },
      names,
      { timeout: 15_000 },
    );
  }
}

test('Products: filter and sort through the URL, send two to the PIM (rows highlighted, summary counts), open a detail in a new tab and its category mapping', async () => {
  const page = fx.page;
  const partnerId = await importedDemoPartner(page, unique('Products partner'), [
    'importCategories',
    'importAttributes',
    'importProducts',
  ]);
  const screen = new ProductsScreen(page);
  await page.goto(`/partners/${partnerId}/products`);
  await page.getByRole('tab', { name: 'Products', selected: true }).waitFor();
  // the default sort: name ascending
  await screen.waitForNames([
    'Dell P2425H 24" monitor',
    'Lenovo ThinkPad T14 Gen 5 & dock',
    'Logitech MX Master 3S',
    'USB-C cable 2 m',
  ]);
  await screen.summary.getByText(/^4 products · 0 on the export list · 0 waiting to be sent/).waitFor();

  // a filter goes to the URL, finds its products and survives a reload
  await screen.filters.getByLabel('Name', { exact: true }).fill('lenovo');
  await screen.filters.getByRole('button', { name: 'Search' }).click();
  await screen.waitForNames(['Lenovo ThinkPad T14 Gen 5 & dock']);
  expect(screen.search().get('name')).toBe('lenovo');
  await page.reload();
  await screen.waitForNames(['Lenovo ThinkPad T14 Gen 5 & dock']);
  expect(await screen.filters.getByLabel('Name', { exact: true }).inputValue()).toBe('lenovo');
  await screen.summary.getByText(/^1 product · /).waitFor();
  await screen.filters.getByRole('button', { name: 'Reset' }).click();
  await screen.waitForNames([
    'Dell P2425H 24" monitor',
    'Lenovo ThinkPad T14 Gen 5 & dock',
    'Logitech MX Master 3S',
    'USB-C cable 2 m',
  ]);

  // the amount comparator: more than 5 items
  await screen.filters.getByRole('combobox', { name: 'Amount comparison' }).click();
  await page.getByRole('option', { name: '>', exact: true }).click();
  await screen.filters.getByLabel('Amount to compare with').fill('5');
  await screen.filters.getByRole('button', { name: 'Search' }).click();
  await screen.waitForNames(['Lenovo ThinkPad T14 Gen 5 & dock', 'USB-C cable 2 m']);
  expect([screen.search().get('amountType'), screen.search().get('amount')]).toEqual(['>', '5']);
  await screen.filters.getByRole('button', { name: 'Reset' }).click();

  // the server sorts: price ascending, then descending
  await screen.table.locator('thead th', { hasText: 'Price' }).click();
  await screen.waitForNames([
    'Logitech MX Master 3S',
    'USB-C cable 2 m',
    'Dell P2425H 24" monitor',
    'Lenovo ThinkPad T14 Gen 5 & dock',
  ]);
  expect([screen.search().get('sort'), screen.search().get('dir')]).toEqual(['price', null]);
  await screen.table.locator('thead th', { hasText: 'Price' }).click();
  await screen.waitForNames([
    'Lenovo ThinkPad T14 Gen 5 & dock',
    'Dell P2425H 24" monitor',
    'USB-C cable 2 m',
    'Logitech MX Master 3S',
  ]);
  expect(screen.search().get('dir')).toBe('desc');

  // choose two and send them to the PIM
  const send = page.getByRole('button', { name: /^Send to PIM/ });
  expect(await send.isDisabled()).toBe(true);
  await screen.row('Lenovo ThinkPad').getByRole('checkbox').check();
  await screen.row('Dell P2425H').getByRole('checkbox').check();
  const posted = page.waitForRequest((r) => r.url().endsWith('/api/partner-products/add-export'));
  await page.getByRole('button', { name: 'Send to PIM (2)' }).click();
  const body = (await posted).postDataJSON() as { partnerId: number; ids: number[] };
  expect(body.partnerId).toBe(partnerId);
  expect(body.ids).toHaveLength(2);
  await screen.toast(/export list/i).waitFor();
  await page.getByRole('button', { name: 'Send to PIM', exact: true }).waitFor();
  expect(await send.isDisabled()).toBe(true);
  await screen.summary.getByText(/^4 products · 2 on the export list · 2 waiting to be sent/).waitFor();
  for (const name of ['Lenovo ThinkPad', 'Dell P2425H']) {
    const row = screen.row(name);
    await row.and(page.locator('[data-in-export-list="true"]')).waitFor();
    await row.getByRole('img', { name: 'On the export list' }).waitFor();
    expect(await row.getByRole('checkbox').isChecked()).toBe(false);
  }
  expect(await screen.row('Logitech').getAttribute('data-in-export-list')).toBe('false');
  // the export-list filter finds the two
  await screen.filters.getByRole('combobox', { name: 'On the export list' }).click();
  await page.getByRole('option', { name: 'Yes', exact: true }).click();
  await screen.filters.getByRole('button', { name: 'Search' }).click();
  await screen.waitForNames(['Lenovo ThinkPad T14 Gen 5 & dock', 'Dell P2425H 24" monitor']);

  // the name opens the detail in a new tab
  const opened = page.context().waitForEvent('page');
  await screen.row('Lenovo ThinkPad').getByRole('link', { name: 'Lenovo ThinkPad T14 Gen 5 & dock' }).click();
  const detail = await opened;
  await detail.getByRole('heading', { name: 'Lenovo ThinkPad T14 Gen 5 & dock' }).waitFor();
  expect(new URL(detail.url()).pathname).toMatch(new RegExp(`^/partners/${partnerId}/product/\\d+$`));
  const fields = detail.getByRole('table', { name: 'Product' });
  await fields.getByText('0195892012344').waitFor();
  await detail.getByRole('table', { name: 'Attributes' }).getByText('USB-C, HDMI').waitFor();
  // the product's own link to its price formulas (the first-run checklist above has one to the tab)
  await detail
    .getByRole('link', { name: 'Price formulas' })
    .and(detail.locator('[href*="productId="]'))
    .waitFor();

  // its category opens the mapping modal
  await detail.getByRole('button', { name: 'Map the category Business laptops' }).click();
  const modal = detail.getByRole('dialog').filter({ has: detail.locator('form') });
  await modal.getByText('Category mapping: Business laptops').waitFor();
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await modal.waitFor({ state: 'hidden' });
  await detail.close();
});

test('Home: a SKU opens its product page; a SKU nobody has is said under the field', async () => {
  const { page } = fx;
  await importedDemoPartner(page, unique('Find by SKU'), ['importProducts']);
  await page.goto('/');
  const search = page.getByRole('region', { name: 'Find a product' });
  const field = search.getByRole('textbox', { name: 'SKU' });
  await field.fill('NO-SUCH-SKU');
  await search.getByRole('button', { name: 'Open product' }).click();
  await search.getByText('No product has SKU NO-SUCH-SKU').waitFor();
  expect(new URL(page.url()).pathname).toBe('/');
  await field.fill('DELL-P2425H');
  await field.press('Enter');
  await page.waitForURL(/\/partners\/\d+\/product\/\d+$/);
  await page.getByRole('heading', { name: 'Dell P2425H 24" monitor' }).waitFor();
});

test('Products: "Only in mapped categories" shows the products of mapped categories, not every product with a category', async () => {
  const { page } = fx;
  const partnerId = await importedDemoPartner(page, unique('Mapped filter'), [
    'importCategories',
    'importAttributes',
    'importProducts',
  ]);
  // Every demo product has a category after the import; only Business laptops is mapped.
  await mapCategory(page, partnerId, 'Business laptops', 'laptops_business', 'laptops');
  const screen = new ProductsScreen(page);
  await page.goto(`/partners/${partnerId}/products`);
  await screen.waitForNames([
    'Dell P2425H 24" monitor',
    'Lenovo ThinkPad T14 Gen 5 & dock',
    'Logitech MX Master 3S',
    'USB-C cable 2 m',
  ]);
  await screen.filters.getByLabel('Only in mapped categories').check();
  await screen.filters.getByRole('button', { name: 'Search' }).click();
  await screen.waitForNames(['Lenovo ThinkPad T14 Gen 5 & dock']);
  expect(screen.search().get('hideEmptyCategories')).toBe('1');
  await screen.summary.getByText(/^1 product · /).waitFor();
});
