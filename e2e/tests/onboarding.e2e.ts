import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { PartnerFormPage } from '../pages/PartnerFormPage';
import { api } from '../support/api';
import { useBrowserPage } from '../support/browser';
import { retailPriceRule } from '../support/price-rule';
import { unique } from '../support/unique';
import { until } from '../support/until';

// A new supplier's first run in the browser (issue 31): the partner saved, "Run first import" on its
// checklist, the categories tab with paths and suggestions, "Accept N confident" through the review
// list (one row left out), the mappings with their families and the history's source, Send to PIM and
// the export job it offers, run to the end.

const fx = useBrowserPage({ loginAsAdmin: true });

/** A partner category as the list answers it. */
interface CategoryRow {
  id: number;
  name: string;
  path: string;
  isMapped: boolean;
  suggestion: { code: string; confident: boolean } | null;
}

/** The partner's categories by name. */
async function categories(page: Page, partnerId: number): Promise<Map<string, CategoryRow>> {
  const listed = await api(
    page,
    'get',
    `/api/partner-categories/list?filter[partnerId]=${partnerId}&perPage=100`,
  );
  return new Map((listed.body.data.rows as CategoryRow[]).map((row) => [row.name, row]));
}

/** The checklist's step. */
const step = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: 'First run checklist' }).locator(`[data-step="${name}"]`);

test('first run: a new partner, Run first import, the checklist, suggestions accepted after review with their families, Send to PIM and the export job', async () => {
  const page = fx.page;
  const name = unique('First run partner');
  const params = JSON.parse(
    readFileSync(join(__dirname, '..', '..', 'libs', 'feeds', 'fixtures', 'demo-xml.params.json'), 'utf8'),
  ) as Record<string, unknown>;

  // a new partner saved on the add page lands on its checklist, the import its next step
  const form = new PartnerFormPage(page);
  await form.openAdd();
  await form.field('Name').fill(name);
  await form.pickClass('XML');
  await form.setParams(JSON.stringify({ ...params, url: 'demo:demo-xml.xml' }, null, 2));
  await form.save();
  await page.waitForURL(/\/partners\/\d+\/edit$/);
  const partnerId = Number(/\/partners\/(\d+)\/edit$/.exec(page.url())![1]);
  const imported = step(page, 'imported');
  await imported.waitFor();
  expect(await imported.getAttribute('aria-current')).toBe('step');

  // one click queues the three imports in order; the steps fill in as they finish
  const queued = page.waitForResponse((r) => r.url().endsWith('/api/jobs/first-import'));
  await imported.getByRole('button', { name: 'Run first import' }).click();
  const answer = await queued;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { data: { jobIds: number[] } }).data.jobIds).toHaveLength(3);
  await step(page, 'categories')
    .getByText(/^0 of 4 mapped/)
    .waitFor({ timeout: 60_000 });
  await until('the products import leaves attributes to map', async () => {
    const onboarding = await api(page, 'get', `/api/partners/onboarding?partnerId=${partnerId}`);
    return onboarding.body.data.steps.attributes.total > 0 && onboarding.body.data.steps.imported.done;
  });

  // the categories tab: paths, each row's suggestion, the confident ones accepted after a review
  const before = await categories(page, partnerId);
  expect(before.get('Business laptops')?.path).toBe('Computers > Laptops > Business laptops');
  const confident = [...before.values()].filter((row) => row.suggestion?.confident);
  expect(confident.length).toBeGreaterThanOrEqual(2);
  await page.goto(`/partners/${partnerId}/categories`);
  const table = page.getByRole('table').first();
  await table.getByText('Computers › Laptops › Business laptops', { exact: true }).waitFor();
  const accept = page.getByRole('button', { name: `Accept ${confident.length} confident` });
  await accept.click();
  const review = page.getByRole('dialog', { name: 'Review confident category suggestions' });
  await review.waitFor();
  const leftOut = confident[confident.length - 1]!;
  await review.getByRole('checkbox', { name: `Map ${leftOut.path.replaceAll(' > ', ' › ')}` }).uncheck();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/partner-categories/accept-suggestions'));
  await review.getByRole('button', { name: `Map ${confident.length - 1} categor` }).click();
  const body = (await saved).postDataJSON() as { ids: number[]; expected: Record<string, string> };
  expect(body.ids.sort()).toEqual(
    confident
      .slice(0, -1)
      .map((row) => row.id)
      .sort(),
  );
  await review.getByText(new RegExp(`^${confident.length - 1} categor(y|ies) mapped\\.`)).waitFor();

  // mapped with the suggested PIM category and a family; the left-out one untouched; the history says so
  const after = await categories(page, partnerId);
  expect(after.get(leftOut.name)?.isMapped).toBe(false);
  for (const row of confident.slice(0, -1)) {
    const category = (await api(page, 'get', `/api/partner-categories/${row.id}`)).body.data as {
      pimCategory: string[];
      familyCode: string | null;
      history: { source: string }[];
    };
    expect(category.pimCategory).toEqual([row.suggestion!.code]);
    expect(category.familyCode).not.toBeNull();
    expect(category.history[0]?.source).toBe('suggestion');
  }

  // Send to PIM says what happens next and starts the export job, which sends the products
  await retailPriceRule(page, partnerId);
  await page.goto(`/partners/${partnerId}/products`);
  await page.getByRole('tab', { name: 'Products', selected: true }).waitFor();
  const mappedNames = new Set(confident.slice(0, -1).map((row) => row.id));
  const products = (
    await api(page, 'get', `/api/partner-products/list?filter[partnerId]=${partnerId}&perPage=100`)
  ).body.data.rows as { id: number; name: string; categoryId: number | null }[];
  const sendable = products.filter((p) => p.categoryId !== null && mappedNames.has(p.categoryId));
  expect(sendable.length).toBeGreaterThan(0);
  for (const product of sendable)
    await page.locator('tbody tr', { hasText: product.name }).getByRole('checkbox').check();
  await page.getByRole('button', { name: `Send to PIM (${sendable.length})` }).click();
  const next = page.getByTestId('export-next-step');
  await next.waitFor();
  const added = page.waitForResponse((r) => r.url().endsWith('/api/export/add'));
  await next.getByRole('button', { name: 'Start the export job now' }).click();
  const job = ((await (await added).json()) as { data: { id: number } }).data.id;
  await next.getByText(`Export job #${job} is queued`, { exact: false }).waitFor();
  await until(`export job ${job} done`, async () => {
    const desktop = (await api(page, 'get', '/api/export/desktop')).body.data as Record<
      string,
      { id: number }[]
    >;
    return desktop.done?.some((row) => row.id === job) ?? false;
  });
  const onboarding = (await api(page, 'get', `/api/partners/onboarding?partnerId=${partnerId}`)).body.data;
  expect(onboarding.steps.productsSent.done).toBe(true);
  expect(onboarding.steps.exportRun.done).toBe(true);
});
