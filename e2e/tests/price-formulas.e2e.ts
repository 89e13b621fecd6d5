import type { Locator, Page } from 'playwright-core';
import { evaluatePriceRule, type PriceFormula } from '@feedhub/pricing';
import type { PriceRulePreview } from '@feedhub/contracts';
import { ListScreen } from '../pages/ListScreen';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** The price formula modal. */
const modal = (page: Page): Locator => page.getByRole('dialog').filter({ has: page.locator('form') });

/** Opens a select of the modal and picks the option with exactly this label. */
async function pick(page: Page, select: Locator, option: string): Promise<void> {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The select of the Nth rule row, and its input box (the name carries the rule's input label). */
const ruleSelect = (page: Page, n: number) =>
  modal(page).getByRole('combobox', { name: `Rule ${n}`, exact: true });
const ruleInput = (page: Page, n: number) =>
  modal(page).getByRole('textbox', { name: new RegExp(`, rule ${n}$`) });

/** The preview's price of a product (by its code). */
const previewValue = (page: Page, code: string) =>
  modal(page).locator(`tr[data-product="${code}"]`).getByTestId('preview-value');

/** Waits until a locator's whole text is exactly this. */
const showing = (locator: Locator, text: string) =>
  locator.filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).waitFor();

/** Money as the English interface writes it. */
const euros = (value: string) =>
  new Intl.NumberFormat('en', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(
    Number(value),
  );

test('Price formulas: add a two-rule formula while the live preview follows the input, see its steps, edit it (a refused input shows the server message under it), delete it', async () => {
  const page = fx.page;
  const partnerId = await importedDemoPartner(page, unique('Price formula partner'), [
    'importCategories',
    'importAttributes',
    'importProducts',
  ]);
  // A product of the preview with a price to follow (the preview shows the same ones).
  const preview = (await api(page, 'get', `/api/partner-price-rules/preview-products?partnerId=${partnerId}`))
    .body.data as PriceRulePreview;
  const product = preview.products.find(
    (p) => p.price !== null && Number(p.price) >= 10 && Number(p.price) < 900,
  );
  if (!product) throw new Error('the demo feed gave no product with a price between 10 and 900');
  /** What the engine gives this product for "add percent p, round up to .99". */
  const expected = (percent: string) => {
    const formula: PriceFormula = {
      pimPriceFields: ['retailPrice'],
      partnerPriceField: 'price',
      withVat: false,
      sortOrder: 1,
      useTransportChanges: false,
      rule: [
        { ruleId: 'add_percent', input: percent },
        { ruleId: 'round_ending', input: '0.99' },
      ],
    };
    const { value } = evaluatePriceRule(formula, { product, category: product.category });
    if (value === null) throw new Error('no price for the followed product');
    return euros(value);
  };

  const screen = new ListScreen(page, `/partners/${partnerId}/price-formulas`);
  await screen.open();
  await page.getByRole('tab', { name: 'Price formulas', selected: true }).waitFor();
  await page.getByText('Nothing to show').waitFor();

  // Add: the modal with its defaults and the live preview
  await page.getByRole('button', { name: 'Add formula' }).click();
  await modal(page).getByRole('heading', { name: 'Add price formula' }).waitFor();
  expect(
    await modal(page)
      .getByRole('textbox', { name: /Sort order/ })
      .inputValue(),
  ).toBe('1');
  await modal(page).getByText('Choose the partner price field to see prices.').waitFor();
  await pick(page, modal(page).getByRole('combobox', { name: /PIM price fields/ }), 'Retail price');
  await modal(page).getByRole('heading', { name: 'Add price formula' }).click(); // closes the dropdown
  await pick(page, modal(page).getByRole('combobox', { name: /Partner price field/ }), 'Price');
  await pick(page, ruleSelect(page, 1), 'Add percent');
  await ruleInput(page, 1).fill('10');
  await modal(page).getByRole('button', { name: 'Add rule' }).click();
  await pick(page, ruleSelect(page, 2), 'Round up to an ending');
  // the help icon tells what the chosen rule does
  await modal(page).getByRole('button', { name: 'What rule 2 does' }).hover();
  await page
    .getByRole('tooltip')
    .getByText(/next price with these cents/)
    .waitFor();
  await ruleInput(page, 2).fill('.99');

  // the preview follows the percent as it is typed
  const price = previewValue(page, product.code);
  await showing(price, expected('10'));
  await ruleInput(page, 1).fill('20');
  await showing(price, expected('20'));
  expect(expected('20')).not.toBe(expected('10'));

  const sent = page.waitForRequest((r) => r.url().endsWith('/api/partner-price-rules/save'));
  await modal(page).getByRole('button', { name: 'Save' }).click();
  expect((await sent).postDataJSON()).toEqual({
    partnerId,
    pimPriceFields: ['retailPrice'],
    partnerPriceField: 'price',
    sortOrder: 1,
    useTransportChanges: false,
    withVat: false,
    rule: [
      { ruleId: 'add_percent', input: '20' },
      { ruleId: 'round_ending', input: '.99' },
    ],
  });
  await screen.toast('Price formula saved').waitFor();
  await modal(page).waitFor({ state: 'detached' });
  const row = screen.row('retailPrice');
  await row.getByText('1. Add percent: 20%').waitFor();
  await row.getByText('2. Round up to an ending: .99').waitFor();
  await row.getByText('price', { exact: true }).waitFor();

  // Edit: the stored formula; multiplying by 0 is refused under that rule's input, in the server's
  // words, by the form itself (each rule input is read as the server reads it): no save is sent
  await page.getByRole('button', { name: 'Edit formula 1: Retail price' }).click();
  await modal(page).getByRole('heading', { name: 'Edit price formula' }).waitFor();
  expect(await ruleInput(page, 1).inputValue()).toBe('20');
  expect(await ruleInput(page, 2).inputValue()).toBe('0.99');
  await pick(page, ruleSelect(page, 1), 'Multiply');
  await ruleInput(page, 1).fill('0');
  const saves: string[] = [];
  const countSave = (r: { url(): string }) => {
    if (r.url().endsWith('/api/partner-price-rules/save')) saves.push(r.url());
  };
  page.on('request', countSave);
  await modal(page).getByRole('button', { name: 'Save' }).click();
  const message = 'Rule input may not be 0: multiplying by 0 makes the price 0';
  const rowOne = modal(page).locator('tr[data-rule-row="1"]');
  await rowOne.locator('.mantine-InputWrapper-error', { hasText: message }).waitFor();
  expect(await ruleInput(page, 1).getAttribute('aria-invalid')).toBe('true');
  page.off('request', countSave);
  expect(saves).toEqual([]);

  await ruleInput(page, 1).fill('1,5');
  await rowOne.locator('.mantine-InputWrapper-error').waitFor({ state: 'detached' });
  const accepted = page.waitForResponse((r) => r.url().endsWith('/api/partner-price-rules/save'));
  await modal(page).getByRole('button', { name: 'Save' }).click();
  expect((await accepted).status()).toBe(200); // (the first save's toast may still be up)
  await modal(page).waitFor({ state: 'detached' });
  await row.getByText(/^1\. Multiply/).waitFor();

  // Delete asks first (SPEC's default text), then the formula goes
  await page.getByRole('button', { name: 'Delete formula 1: Retail price' }).click();
  await screen.confirmDialog.getByText('Are you sure you want delete?').waitFor();
  await screen.confirm();
  await screen.toast('Price formula deleted').waitFor();
  await row.waitFor({ state: 'detached' });
  await page.getByText('Nothing to show').waitFor();
});
