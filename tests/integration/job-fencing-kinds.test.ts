import http from 'node:http';
import { insertProducts } from './product-rows';
import type { AddressInfo } from 'node:net';
import { SUBJECTS, type ClaimedJob, type JobMethod } from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import { icecatAnswer, startFakeIcecat, type FakeIcecat } from '@feedhub/fake-icecat';
import {
  fencedWrites,
  handlersByMethod,
  jobFencing,
  JobStopped,
  type JobHandler,
  type JobRun,
} from '@feedhub/jobs';
import { EMBEDDED_TAXONOMY, embeddedPim, type PimAdapter, type PimReferenceData } from '@feedhub/pim';
import { createLogger, settingsReader } from '@feedhub/service-kit';
import { exportProducts } from '../../svc-catalog/src/export/export-products.job';
import { enrichIcecat } from '../../svc-catalog/src/icecat/enrich-icecat.job';
import { importJobs } from '../../svc-catalog/src/imports/handlers';
import { syncPimReference } from '../../svc-catalog/src/pim/pim-sync';
import { syncPim } from '../../svc-catalog/src/pim/sync-pim.job';
import { pruneJobs } from '../../svc-catalog/src/workers/prune-jobs.job';
import { retailPriceRule } from './export-helpers';
import {
  addPartner,
  adminBrowser,
  saveSettings,
  startStack,
  type TestBrowser,
  type TestStack,
} from './stack';

/**
 * Every job kind writes through its run (issue 32, DESIGN §4): each kind's method runs here as a
 * worker would, once as a "zombie" — a run whose fence a newer claim of the same job took over (its
 * worker paused past its lease) — and once holding its fence. The zombie commits nothing (and sends
 * the PIM, or jobs, nothing); the run that holds its fence writes, so the zombie's empty result is
 * the fence's doing, not an empty setup.
 */

let stack: TestStack;
let admin: TestBrowser;
let feedServer: http.Server;
let feedBase = '';
let icecat: FakeIcecat;
const log = createLogger('fencing-kinds', 'silent');
const catalog = (table: string) => stack.db.knex.withSchema('catalog').table(table);

beforeAll(async () => {
  feedServer = http.createServer((_req, res) =>
    res
      .writeHead(200, { 'Content-Type': 'text/csv' })
      .end('code;name;category;colour\nF1;One;Tools/Drills;Red\nF2;Two;Tools/Saws;Blue\n'),
  );
  await new Promise<void>((resolve) => feedServer.listen(0, '127.0.0.1', resolve));
  feedBase = `http://127.0.0.1:${(feedServer.address() as AddressInfo).port}`;
  icecat = await startFakeIcecat();
  stack = await startStack({ FEED_ALLOWED_NETWORKS: '127.0.0.1' });
  admin = await adminBrowser(stack);
}, 60_000);
afterAll(async () => {
  await stack.close();
  await icecat.close();
  await new Promise((resolve) => feedServer.close(resolve));
});

let nextJob = 7_000_000;

/**
 * A run of `methodName` as the worker runtime builds it, its writes fenced on catalog.job_fences.
 * `zombie`: after it took its fence, a newer claim of the same job took the fence over.
 */
async function runOf(
  methodName: JobMethod,
  { zombie, partnerId = null, params = {} }: { zombie: boolean; partnerId?: number | null; params?: object },
) {
  const fencing = jobFencing(stack.db.knex, 'catalog.job_fences');
  nextJob += 1;
  const job = {
    id: nextJob,
    fence: 10,
    concurrencyKey: `fencing-kinds:${nextJob}`,
    kind: partnerId === null ? 'system' : 'partner',
    taskId: 1,
    partnerId,
    methodName,
    params,
    debug: false,
    attempt: 1,
  } as unknown as ClaimedJob;
  expect(await fencing.acquire(job, 60_000)).toBe('held');
  if (zombie) expect(await fencing.acquire({ ...job, fence: 11, attempt: 2 }, 60_000)).toBe('held');
  const controller = new AbortController();
  let lost = false;
  const run: JobRun = {
    job,
    signal: controller.signal,
    log: () => undefined,
    progress: () => undefined,
    async checkpoint() {
      if (controller.signal.aborted) throw new JobStopped('lease_lost');
    },
    ...fencedWrites(fencing, job, {
      lost: () => lost,
      onLost: () => {
        lost = true;
        controller.abort(new JobStopped('lease_lost'));
      },
    }),
  };
  return run;
}

/** Runs `handler` as a zombie: it must end as a lost lease (JobStopped 'lease_lost'). */
async function expectRefused(handler: JobHandler, run: JobRun): Promise<void> {
  const error = await handler(run).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(JobStopped);
  expect((error as JobStopped).reason).toBe('lease_lost');
}

/** A partner whose CSV feed (two products, two categories, attribute colour) is served on loopback. */
async function feedPartner(): Promise<number> {
  const saved = await admin.post('/api/partners/save', {
    name: `Fencing ${nextJob} ${Math.random()}`,
    className: 'csv',
    isActive: true,
    params: {
      url: `${feedBase}/feed.csv`,
      delimiter: ';',
      categorySeparator: '/',
      fields: { code: 'code', name: 'name', categoryPath: 'category' },
      attributes: [{ columns: ['colour'] }],
    },
    tasks: [],
  });
  expect(saved.status).toBe(200);
  return saved.body.data.id as number;
}

const imports = () =>
  handlersByMethod(importJobs({ knex: stack.db.knex, config: { FEED_ALLOWED_NETWORKS: ['127.0.0.1'] } }));
const countOf = async (table: string, partnerId: number) =>
  Number(((await catalog(table).where('partner_id', partnerId).count('* as n')) as { n: string }[])[0]!.n);

describe('the imports of categories and attributes', () => {
  test.each([
    ['importCategories', 'partner_categories', 2],
    ['importAttributes', 'partner_attributes', 1],
  ] as const)('%s: a run whose fence was taken over writes no %s', async (method, table, written) => {
    const partnerId = await feedPartner();
    await expectRefused(imports()[method]!, await runOf(method, { zombie: true, partnerId }));
    expect(await countOf(table, partnerId)).toBe(0);
    await imports()[method]!(await runOf(method, { zombie: false, partnerId }));
    expect(await countOf(table, partnerId)).toBe(written);
  });
});

describe('syncPim', () => {
  const renamed = (): PimReferenceData => ({
    ...EMBEDDED_TAXONOMY,
    categories: EMBEDDED_TAXONOMY.categories.map((category) =>
      category.code === 'laptops'
        ? { ...category, labels: { en: 'Notebooks', et: 'Sülearvutid' } }
        : category,
    ),
  });
  const laptopsLabel = async () =>
    ((await catalog('pim_categories').where('code', 'laptops').first()) as { label_en: string }).label_en;

  test('a run whose fence was taken over replaces no reference data', async () => {
    const before = await laptopsLabel();
    const handler = syncPim({
      knex: stack.db.knex,
      pim: () => Promise.resolve(embeddedPim(renamed())),
    }).handler;
    await expectRefused(handler, await runOf('syncPim', { zombie: true }));
    expect(await laptopsLabel()).toBe(before);
    await handler(await runOf('syncPim', { zombie: false }));
    expect(await laptopsLabel()).toBe('Notebooks');
    await syncPimReference(stack.db.knex, embeddedPim());
  });
});

describe('exportProducts', () => {
  /** A PIM that accepts every line and counts the requests it was sent. */
  function countingPim(onRequest: (call: number) => Promise<void> = async () => undefined) {
    const pim = { requests: 0, adapter: embeddedPim() as PimAdapter };
    pim.adapter = {
      ...pim.adapter,
      async upsertProducts(products) {
        pim.requests += 1;
        await onRequest(pim.requests);
        return products.map((p) => ({ identifier: p.identifier, status: 201 }));
      },
    };
    return pim;
  }
  const exporter = (pim: PimAdapter) =>
    exportProducts({
      knex: stack.db.knex,
      settings: settingsReader(stack.bus, log),
      pim: () => Promise.resolve(pim),
      icecat: { fetch: globalThis.fetch, backoffBaseMs: 10, timeoutMs: 5000 },
    }).handler;
  const marked = async (partnerId: number) =>
    Number(
      (
        (await catalog('partner_products')
          .where('partner_id', partnerId)
          .whereNotNull('exported_at')
          .count('* as n')) as { n: string }[]
      )[0]!.n,
    );

  /** A partner with `count` products of a mapped category on the export list. */
  async function listedProducts(count: number): Promise<number> {
    const saved = await admin.post('/api/partners/save', {
      name: `Export fencing ${Math.random()}`,
      className: 'csv',
      isActive: true,
      pimSupplierCode: `SUPF${nextJob}`,
      deliveryTime: 5,
      params: { url: 'https://feeds.example.com/p.csv', fields: { code: 'code' } },
      tasks: [],
    });
    expect(saved.status).toBe(200);
    const partnerId = saved.body.data.id as number;
    const [category] = (await catalog('partner_categories')
      .insert({ partner_id: partnerId, code: 'L', name: 'Laptops', path: JSON.stringify(['Laptops']) })
      .returning('id')) as { id: number }[];
    const families = (await admin.get('/api/pim-category-mappings/selects')).body.data.families as {
      id: number;
      code: string;
    }[];
    const mapped = await admin.post('/api/partner-categories/save', {
      id: category!.id,
      pimCategory: ['laptops'],
      family: families.find((f) => f.code === 'laptops')!.id,
      vat: '24',
      vatEt: 24,
      exportAll: false,
      useIcecat: null,
      deliveryTime: 3,
      disabledEe: false,
      disabledFi: false,
      disabledLv: false,
    });
    expect(mapped.status).toBe(200);
    await retailPriceRule(admin, partnerId);
    await insertProducts(
      stack.db.knex,
      Array.from({ length: count }, (_, i) => ({
        partner_id: partnerId,
        code: `X${i}`,
        sku: `SKU-X${i}`,
        name: `Laptop ${i}`,
        brand: 'Lenovo',
        price: 100 + i,
        amount: 5,
        content_hash: `h${i}`,
        category_id: category!.id,
        in_export_list: true,
        attributes: JSON.stringify({}),
      })),
    );
    return partnerId;
  }

  test('a run whose fence was taken over sends the PIM nothing and marks nothing exported', async () => {
    const partnerId = await listedProducts(3);
    const zombiePim = countingPim();
    await expectRefused(exporter(zombiePim.adapter), await runOf('exportProducts', { zombie: true }));
    expect(zombiePim.requests).toBe(0);
    expect(await marked(partnerId)).toBe(0);
    const pim = countingPim();
    await exporter(pim.adapter)(await runOf('exportProducts', { zombie: false }));
    expect(pim.requests).toBeGreaterThan(0);
    expect(await marked(partnerId)).toBe(3);
  });

  test('a fence taken over while the first batch is under way: nothing recorded, and the run stops sending', async () => {
    await saveSettings(admin, { export_batch_size: '1' });
    try {
      const partnerId = await listedProducts(8);
      const run = await runOf('exportProducts', { zombie: false });
      const fencing = jobFencing(stack.db.knex, 'catalog.job_fences');
      // No request is answered before a newer claim holds the fence (the worker was paused): the
      // four in flight are all the run sends, the fifth waits for a slot and finds the fence moved.
      let takeOver: Promise<unknown> | undefined;
      const pim = countingPim(async () => {
        takeOver ??= fencing.acquire({ ...run.job, fence: 11, attempt: 2 }, 60_000);
        await takeOver;
      });
      await expectRefused(exporter(pim.adapter), run);
      // The batches under way when the fence moved (4 in flight), never all eight.
      expect(pim.requests).toBeLessThanOrEqual(4);
      expect(await marked(partnerId)).toBe(0);
    } finally {
      await saveSettings(admin, { export_batch_size: '100' });
    }
  });
});

describe('enrichIcecat', () => {
  test('a run whose fence was taken over records no look-up', async () => {
    await saveSettings(admin, {
      icecat_url: `${icecat.url}/api`,
      icecat_username: 'feedhub',
      icecat_languages: 'en',
      icecat_requests_per_second: '50',
    });
    icecat.sheets.add(
      icecatAnswer({ icecatId: 501, brand: 'Bosch', productCode: 'F1', gtins: ['4006381333931'] }),
    );
    const partnerId = await addPartner(admin, `Icecat fencing ${Math.random()}`);
    const [drills] = (await catalog('partner_categories')
      .insert({
        partner_id: partnerId,
        code: 'DR',
        name: 'Drills',
        path: JSON.stringify(['Drills']),
        use_icecat: true,
      })
      .returning('id')) as { id: number }[];
    await insertProducts(stack.db.knex, {
      partner_id: partnerId,
      code: 'BY-EAN',
      name: 'Drill',
      content_hash: 'x',
      category_id: drills!.id,
      in_export_list: true,
      ean: '4006381333931',
      attributes: JSON.stringify({}),
    });
    const handler = enrichIcecat({
      knex: stack.db.knex,
      settings: settingsReader(stack.bus, log),
      fetch: globalThis.fetch,
      backoffBaseMs: 10,
      timeoutMs: 5000,
    }).handler;
    const params = { partnerId, force: false };
    await expectRefused(handler, await runOf('enrichIcecat', { zombie: true, params }));
    expect(await countOf('icecat_lookups', partnerId)).toBe(0);
    await handler(await runOf('enrichIcecat', { zombie: false, params }));
    expect(await countOf('icecat_lookups', partnerId)).toBe(1);
  });
});

describe('pruneJobs', () => {
  test('a run whose fence was taken over asks jobs to prune nothing', async () => {
    let prunes = 0;
    // The bus as the method uses it, counting its prune requests.
    const bus = new Proxy(stack.bus, {
      get(target, key, receiver) {
        if (key !== 'request') return Reflect.get(target, key, receiver) as unknown;
        const request: Bus['request'] = (subject, ...rest) => {
          if (subject === SUBJECTS.jobsPrune) prunes += 1;
          return target.request(subject, ...rest);
        };
        return request;
      },
    });
    const handler = pruneJobs({ bus, log }).handler;
    await expectRefused(handler, await runOf('pruneJobs', { zombie: true }));
    expect(prunes).toBe(0);
    await handler(await runOf('pruneJobs', { zombie: false }));
    expect(prunes).toBe(1);
  });
});
