import type { TestBrowser } from './stack';

/** Shared by the export suites (export-run, export-akeneo). */

/** Retries until `check` answers (not throws) or `ms` runs out; its answer. */
export async function waitFor<T>(check: () => Promise<T>, ms = 30_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 150));
    }
  }
}

/** An export job's desktop row. */
export interface ExportJobRow {
  id: number;
  status: string;
  hasError: boolean;
  progress: { sent: number; created: number; updated: number; refused: number; skipped: number };
}

/** Adds an export job and waits until it ended: its desktop row and its log. */
export async function runExport(
  browser: TestBrowser,
): Promise<{ job: ExportJobRow; log: { message: string; type: string }[] }> {
  const added = await browser.post('/api/export/add', {});
  expect(added.status).toBe(200);
  const id = added.body.data.id as number;
  const job = await waitFor(async () => {
    const desktop = (await browser.get('/api/export/desktop')).body.data;
    const found = ([...desktop.done, ...desktop.error] as ExportJobRow[]).find((j) => j.id === id);
    if (!found) throw new Error(`export ${id} not finished`);
    return found;
  });
  const log = (await browser.get(`/api/export/log/${id}`)).body.data.rows as {
    message: string;
    type: string;
  }[];
  return { job, log };
}

/** A product row of the partner's list, as the export suites read it. */
export interface ListedProduct {
  id: number;
  code: string;
  categoryId: number;
}

/**
 * A partner with a `;`-separated CSV feed at `url` (header names as field names) and its importProducts
 * task, saved over the API; the task run once, waited for until `count` products are listed (by code).
 */
export async function importedCsvPartner(
  browser: TestBrowser,
  partner: {
    name: string;
    pimSupplierCode: string;
    url: string;
    fields: Record<string, string>;
    count: number;
  },
): Promise<{ id: number; products: ListedProduct[] }> {
  const saved = await browser.post('/api/partners/save', {
    name: partner.name,
    className: 'csv',
    isActive: true,
    pimSupplierCode: partner.pimSupplierCode,
    params: {
      url: partner.url,
      delimiter: ';',
      decimalSeparator: '.',
      categorySeparator: '/',
      fields: partner.fields,
    },
    tasks: [{ name: 'importProducts', methodName: 'importProducts', queue: 'medium', isDefault: true }],
  });
  expect(saved.status).toBe(200);
  const id = saved.body.data.id as number;
  const taskId = (await browser.get(`/api/partners/${id}`)).body.data.tasks[0].id as number;
  expect((await browser.post('/api/partner-job/add', { taskId })).status).toBe(200);
  const products = await waitFor(async () => {
    const rows = (
      await browser.get(`/api/partner-products/list?filter[partnerId]=${id}&perPage=100&order[field]=code`)
    ).body.data.rows as ListedProduct[];
    if (rows.length < partner.count) throw new Error('not imported');
    return rows;
  });
  return { id, products };
}

/**
 * Gives a partner a retail price: its feed price plus `percent` (the embedded PIM's families take a
 * price, and an export skips a product without one: docs/export.md "What a product must have").
 */
export async function retailPriceRule(admin: TestBrowser, partnerId: number, percent = '10'): Promise<void> {
  const saved = await admin.post('/api/partner-price-rules/save', {
    partnerId,
    pimPriceFields: ['retailPrice'],
    partnerPriceField: 'price',
    rule: [{ ruleId: 'add_percent', input: percent }],
  });
  if (saved.status !== 200) throw new Error(`price rule refused: ${JSON.stringify(saved.body)}`);
}
