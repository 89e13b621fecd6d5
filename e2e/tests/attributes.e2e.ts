import type { Locator, Page } from 'playwright-core';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** The attribute mapping modal (tabs general and options over one form). */
class AttributeMapping {
  /** Binds the page object. */
  constructor(private readonly page: Page) {}

  /** The open modal. */
  get modal(): Locator {
    return this.page.getByRole('dialog').filter({ has: this.page.locator('form') });
  }

  /** A field of the modal by its label (a required field's label ends with Mantine's ` *`). */
  field(label: string): Locator {
    const text = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.modal.getByLabel(new RegExp(`^${text}( \\*)?$`));
  }

  /** Types into a searchable (multi-)select and picks the option with exactly this label. */
  async pick(input: Locator, search: string, option: string): Promise<void> {
    await input.click();
    await input.fill(search);
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.modal.getByRole('heading').first().click(); // closes a multi-select's dropdown
  }

  /** A toast. */
  toast(text: string | RegExp): Locator {
    return this.page.locator('.mantine-Notification-root', { hasText: text });
  }
}

test('Attributes: map a multi-select attribute to a PIM attribute and its options; the list, the unmapped % and the history follow', async () => {
  const page = fx.page;
  const partnerId = await importedDemoPartner(page, unique('Attribute partner'), ['importAttributes']);
  const before = await api(page, 'get', `/api/partners/mapping-progress?partnerId=${partnerId}`);
  const unmappedBefore = before.body.data[0].unmappedAttributesPercent as number;

  // the filter lives in the URL
  await page.goto(`/partners/${partnerId}/attributes`);
  await page.getByRole('tab', { name: /^Attributes/, selected: true }).waitFor();
  await page.getByTestId('unmapped-attributes').getByText(`${unmappedBefore}%`).waitFor();
  await page.getByRole('search').getByLabel('Name or code').fill('port');
  await page.getByRole('search').getByLabel('Type').click();
  await page.getByRole('option', { name: 'Multi-select', exact: true }).click();
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.waitForURL(
    (url) => url.searchParams.get('name') === 'port' && url.searchParams.get('type') === 'multi_select',
  );
  // the filtered page replaces the whole list (no second row once it has arrived)
  await page.locator('tbody tr').nth(1).waitFor({ state: 'detached' });
  const row = page.locator('tbody tr', { hasText: 'Ports' });
  await row.getByText('Not mapped').waitFor();
  await row.getByText('0 / 2').waitFor();
  expect(await page.locator('tbody tr').count()).toBe(1);

  // the modal: general tab
  await page.getByRole('button', { name: 'Map attribute ports', exact: true }).click();
  const modal = new AttributeMapping(page);
  await modal.modal.getByRole('heading', { name: 'Map attribute: Ports' }).waitFor();
  expect(page.url()).toMatch(/dialog=edit&id=\d+/);
  expect(await modal.field('Code').getAttribute('readonly')).not.toBeNull();
  expect(await modal.field('Name').inputValue()).toBe('Ports');
  await modal.field('Weight').fill('5');
  await modal.pick(modal.field('PIM attributes'), 'connect', 'Connectivity (connectivity)');

  // options tab: each feed option to a PIM option of the mapped select attribute
  await modal.modal.getByRole('tab', { name: /^Options/ }).click();
  await modal.pick(modal.modal.getByRole('combobox', { name: 'PIM option for USB-C' }), 'USB', 'USB-C');
  await modal.pick(modal.modal.getByRole('combobox', { name: 'PIM option for HDMI' }), 'HDMI', 'HDMI');

  const saved = page.waitForRequest((r) => r.url().endsWith('/api/partner-attributes/save'));
  await modal.modal.getByRole('button', { name: 'Save' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    partnerId,
    weight: 5,
    pimAttributeCodes: ['connectivity'],
    optionMappings: { '0': 'usb_c', '1': 'hdmi' },
  });
  await modal.toast('Attribute mapping saved').waitFor();
  await modal.modal.waitFor({ state: 'detached' });
  expect(page.url()).not.toContain('dialog=');
  await row.getByText('Connectivity').waitFor();
  await row.getByText('2 / 2').waitFor();
  // one attribute fewer to map: the tab's % falls without a reload
  const after = await api(page, 'get', `/api/partners/mapping-progress?partnerId=${partnerId}`);
  const unmappedAfter = after.body.data[0].unmappedAttributesPercent as number;
  expect(unmappedAfter).toBeLessThan(unmappedBefore);
  await page.getByTestId('unmapped-attributes').getByText(`${unmappedAfter}%`).waitFor();

  // reopened: the mapping as saved and who changed it
  await page.getByRole('button', { name: 'Map attribute ports', exact: true }).click();
  await modal.modal.getByRole('heading', { name: 'Map attribute: Ports' }).waitFor();
  expect(await modal.field('Weight').inputValue()).toBe('5');
  await modal.modal.getByRole('button', { name: /History/ }).click();
  await modal.modal.getByTestId('mapping-history').getByText(/admin/).waitFor();
  await modal.modal
    .getByTestId('mapping-history')
    .getByText(/Weight:/)
    .waitFor();
  await modal.modal.getByRole('tab', { name: /^Options/ }).click();
  expect(await modal.modal.getByRole('combobox', { name: 'PIM option for HDMI' }).inputValue()).toBe('HDMI');
});
