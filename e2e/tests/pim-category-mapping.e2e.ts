import type { Locator, Page } from 'playwright-core';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { importedDemoPartner } from '../support/imported-partner';
import { unique } from '../support/unique';

const fx = useBrowserPage({ loginAsAdmin: true });

/** The partners of the open priorities modal, in their order. */
const priorities = (page: Page): Promise<string[]> =>
  page
    .getByRole('dialog')
    .locator('[data-priority]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-priority') ?? ''));

/** Drags a row by its handle with the mouse and drops it over another row (a little above its middle). */
async function drag(page: Page, handle: Locator, onto: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('the rows are not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 8, { steps: 4 });
  await page.mouse.move(from.x + from.width / 2, to.y + to.height / 2 - 4, { steps: 12 });
  await page.mouse.up();
}

/** A toast. */
const toast = (page: Page, text: string): Locator =>
  page.locator('.mantine-Notification-root', { hasText: text });

test('PIM category mapping: save a family; reorder the partners by dragging and save; a reload shows the new order', async () => {
  const page = fx.page;
  // two partners of this test's own, each mapping its Monitors category to the same PIM category
  const pimCategories = await api(
    page,
    'get',
    '/api/pim-categories/list?filter[name]=Monitors&page=1&perPage=99999',
  );
  const category = (pimCategories.body.data.rows as { code: string; path: string; name: string }[]).find(
    (c) => c.name === 'Monitors',
  );
  if (!category) throw new Error('the demo PIM has no Monitors category');
  const selects = await api(page, 'get', '/api/pim-category-mappings/selects');
  const families = selects.body.data.families as { id: number; code: string; name: string }[];
  const family = families.find((f) => f.code === 'monitors') ?? families[0];
  const names = [unique('Alpha priority partner'), unique('Beta priority partner')];
  for (const name of names) {
    const partnerId = await importedDemoPartner(page, name, ['importCategories']);
    const listed = await api(page, 'get', `/api/partner-categories/list?filter[partnerId]=${partnerId}`);
    const monitors = (listed.body.data.rows as { id: number; name: string }[]).find(
      (c) => c.name === 'Monitors',
    );
    if (!monitors) throw new Error('the demo feed has no Monitors category');
    const saved = await api(page, 'post', '/api/partner-categories/save', {
      id: monitors.id,
      pimCategory: [category.code],
      family: family.id,
      vatEt: 22,
    });
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body));
  }
  const [alpha, beta] = names;

  // the filter: the PIM category chosen by name, in the URL
  await page.goto('/pim-category-mapping');
  await page.getByRole('heading', { name: 'PIM category mapping' }).waitFor();
  const filter = page.getByRole('search');
  await filter.getByRole('combobox', { name: 'PIM category' }).fill('Monitors');
  await page.getByRole('option', { name: category.path, exact: true }).click();
  await filter.getByRole('button', { name: 'Search' }).click();
  await page.waitForURL((url) => url.searchParams.get('pimCategoryCode') === category.code);
  const row = page.locator(`tbody tr[data-code="${category.code}"]`);
  await row.waitFor();

  // a family saved from the row
  const familySelect = row.getByRole('combobox', { name: `Family of ${category.path}` });
  await familySelect.click();
  await familySelect.fill(family.name);
  await page.getByRole('option', { name: family.name, exact: true }).click();
  const savedFamily = page.waitForRequest((r) => r.url().endsWith('/api/pim-category-mappings/save'));
  await row.getByRole('button', { name: `Save the family of ${category.path}` }).click();
  expect((await savedFamily).postDataJSON()).toEqual({ id: expect.any(Number), family: family.code });
  await toast(page, 'PIM category mapping saved').waitFor();
  await page.reload();
  await row.waitFor();
  expect(await row.getByRole('combobox', { name: `Family of ${category.path}` }).inputValue()).toBe(
    family.name,
  );

  // priorities: Beta dragged above Alpha with the mouse, saved
  await row
    .getByRole('button', {
      name: new RegExp(`^Priorities of ${category.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    })
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { name: `Priorities: ${category.path}` }).waitFor();
  const before = await priorities(page);
  expect(before.indexOf(alpha)).toBeGreaterThanOrEqual(0);
  expect(before.indexOf(alpha)).toBeLessThan(before.indexOf(beta)); // unordered partners come by name
  await drag(
    page,
    dialog.getByRole('button', { name: new RegExp(`^Move ${beta}`) }),
    dialog.locator(`[data-priority="${alpha}"]`),
  );
  const moved = await priorities(page);
  expect(moved.indexOf(beta)).toBe(before.indexOf(alpha));
  expect(moved.indexOf(alpha)).toBe(before.indexOf(alpha) + 1);

  const savedOrder = page.waitForRequest((r) =>
    r.url().endsWith('/api/pim-category-mappings/save-priorities'),
  );
  await dialog.getByRole('button', { name: 'Save' }).click();
  const body = (await savedOrder).postDataJSON() as { priorities: { name: string }[] };
  expect(body.priorities.map((p) => p.name)).toEqual(moved);
  await toast(page, 'Priorities saved').waitFor();
  await dialog.waitFor({ state: 'detached' });

  await page.reload();
  await row.getByRole('button', { name: /^Priorities of / }).click();
  await page
    .getByRole('dialog')
    .getByRole('heading', { name: `Priorities: ${category.path}` })
    .waitFor();
  await page.getByRole('dialog').locator('[data-priority]').first().waitFor();
  expect(await priorities(page)).toEqual(moved);
});
