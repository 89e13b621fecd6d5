import type { Locator, Page } from 'playwright-core';
import { ListScreen } from '../pages/ListScreen';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** The add form under the zero amounts table. */
const addForm = (page: Page): Locator => page.getByRole('form', { name: 'Add a zero amount' });

/** Types into a select of the add form and picks the option with exactly this label. */
async function pick(page: Page, label: string, search: string, option: string): Promise<void> {
  const input = addForm(page).getByRole('combobox', { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('Zero amounts: add a brand and category rule (a second one is refused under the field), then delete it', async () => {
  const page = fx.page;
  const partnerId = await importedDemoPartner(page, unique('Zero amount partner'), [
    'importCategories',
    'importAttributes',
  ]);
  const categories = await api(page, 'get', `/api/partner-categories/list?filter[partnerId]=${partnerId}`);
  const monitors = (categories.body.data.rows as { name: string; path: string }[]).find(
    (c) => c.name === 'Monitors',
  );
  if (!monitors) throw new Error('the demo feed has no Monitors category');
  // The category as the screens name it: its path ("Computers › Monitors").
  const shown = monitors.path.split(' > ').join(' › ');

  const screen = new ListScreen(page, `/partners/${partnerId}/zero-amounts`);
  await screen.open();
  await page.getByRole('tab', { name: 'Zero amounts', selected: true }).waitFor();
  await page.getByText('Nothing to show').waitFor();

  // nothing chosen: the form says what is missing and sends nothing
  await addForm(page).getByRole('button', { name: 'Add' }).click();
  await addForm(page).getByText('Brand field is required').waitFor();
  await addForm(page).getByText('Category field is required').waitFor();

  await pick(page, 'Brand', 'del', 'Dell');
  await pick(page, 'Category', 'monit', shown);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/partner-zero-amounts/save'));
  await addForm(page).getByRole('button', { name: 'Add' }).click();
  expect((await sent).postDataJSON()).toMatchObject({ brand: 1, partnerId });
  await screen.toast('Zero amount rule saved').waitFor();
  const row = screen.row('Dell');
  await row.getByText(shown).waitFor();
  // the form starts empty again
  expect(await addForm(page).getByRole('combobox', { name: 'Brand' }).inputValue()).toBe('');

  // the same pair again: the server's message under the brand
  await pick(page, 'Brand', 'del', 'Dell');
  await pick(page, 'Category', 'monit', shown);
  await addForm(page).getByRole('button', { name: 'Add' }).click();
  const message = addForm(page).locator('.mantine-InputWrapper-error').first();
  await message.waitFor();
  expect(await message.textContent()).toBeTruthy();
  expect(await page.locator('tbody tr').count()).toBe(1);

  // delete asks first (SPEC's default text), then the row goes
  await screen.askDelete(`Dell in ${shown}`);
  await screen.confirmDialog.getByText('Are you sure you want delete?').waitFor();
  await screen.confirm();
  await screen.toast('Zero amount rule deleted').waitFor();
  await row.waitFor({ state: 'detached' });
});
