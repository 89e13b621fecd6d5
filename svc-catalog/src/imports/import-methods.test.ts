import http from 'node:http';
import { isFeedError, type DownloadPace } from '@feedhub/feeds';
import { handlersByMethod, JobFailure, JobStopped } from '@feedhub/jobs';
import { importJobs } from './handlers';
import { SCHEMA } from '../schema';
import { CHUNK_ROWS } from './staged-import';
import {
  db,
  fenced,
  feeds,
  HEADER,
  PARAMS,
  line,
  csv,
  makeRun,
  handlers,
  addPartner,
  products,
  stats,
  importRun,
  importLines,
} from './__tests__/import-harness';

describe('importProducts', () => {
  test("the feed's size, when the response gives it, goes with the counters (a percentage on the desktop)", async () => {
    const body = csv([line(1), line(2)]);
    feeds.set('/sized.csv', (res) =>
      res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': Buffer.byteLength(body) }).end(body),
    );
    const made = await importRun(await addPartner('/sized.csv'));
    expect(made.progress()).toMatchObject({
      read: 2,
      new: 2,
      bytesRead: Buffer.byteLength(body),
      bytesTotal: Buffer.byteLength(body),
    });
  });

  test('first import counts new; unchanged re-import writes nothing; 10% changed; a product that left a complete feed gets amount 0; one stats row per job', async () => {
    const all = Array.from({ length: 300 }, (_, k) => k + 1);
    feeds.set('/a.csv', csv(all.map((i) => line(i))));
    const partnerId = await addPartner('/a.csv');

    const first = await importRun(partnerId);
    expect(first.progress()).toMatchObject({ read: 300, new: 300, changed: 0, unchanged: 0, skipped: 0 });
    // Served chunked: the size is not known in advance.
    const size = Buffer.byteLength(feeds.get('/a.csv') as string);
    expect(first.progress()).toMatchObject({ bytesRead: size, bytesTotal: null });
    const rows = await products(partnerId);
    expect(rows).toHaveLength(300);
    const p1 = rows.find((r: { code: string }) => r.code === 'P1');
    expect(p1).toMatchObject({ sku: 'SKU-1', name: 'Product 1', brand: 'Acme', price: '11.0000', amount: 1 });
    expect(p1.attributes).toEqual({ colour: expect.objectContaining({ value: 'Black' }) });
    const categories = await db.knex
      .withSchema(SCHEMA)
      .table('partner_categories')
      .where({ partner_id: partnerId });
    expect(categories.map((c: { code: string }) => c.code).sort()).toEqual([
      'Computers > Laptops',
      'Computers > Mice',
    ]);
    expect(p1.category_id).toBe(
      categories.find((c: { code: string }) => c.code === 'Computers > Laptops').id,
    );
    expect(importLines(first).at(-2)).toMatchObject({ key: 'import_finished', params: { new: 300 } });
    expect(importLines(first).at(-1)).toMatchObject({ key: 'import_missing_zeroed', params: { count: 0 } });

    // Unchanged: no row rewritten (xmin stays), 0 new 0 changed.
    const xmin = async () =>
      (
        await db.knex.raw(
          `select xmin::text as x from ${SCHEMA}.partner_products where partner_id = ? order by id`,
          [partnerId],
        )
      ).rows.map((r: { x: string }) => r.x);
    const before = await xmin();
    const second = await importRun(partnerId);
    expect(second.progress()).toMatchObject({ read: 300, new: 0, changed: 0, unchanged: 300 });
    expect(await xmin()).toEqual(before);

    // 10% changed, P300 left the feed.
    feeds.set('/a.csv', csv(all.filter((i) => i !== 300).map((i) => line(i, i % 10 === 0 ? 5 : 0))));
    const third = await importRun(partnerId);
    expect(third.progress()).toMatchObject({ read: 299, new: 0, changed: 29, unchanged: 270 });
    const after = await products(partnerId);
    expect(after.find((r: { code: string }) => r.code === 'P300')).toMatchObject({ amount: 0 });
    expect(after.find((r: { code: string }) => r.code === 'P300').missing_since).not.toBeNull();
    expect(after.find((r: { code: string }) => r.code === 'P10')).toMatchObject({ price: '20.0500' });
    expect(importLines(third).at(-1)).toMatchObject({ key: 'import_missing_zeroed', params: { count: 1 } });

    // It comes back: changed again, amount from the feed.
    feeds.set('/a.csv', csv(all.map((i) => line(i, i % 10 === 0 ? 5 : 0))));
    const fourth = await importRun(partnerId);
    expect(fourth.progress()).toMatchObject({ new: 0, changed: 1 });
    expect((await products(partnerId)).find((r: { code: string }) => r.code === 'P300')).toMatchObject({
      amount: 0 === 300 % 5 ? 0 : 300 % 5,
      missing_since: null,
    });

    const rowsOfStats = await stats(partnerId);
    expect(rowsOfStats).toHaveLength(4);
    expect(
      rowsOfStats.map((s: { new: number; changed: number; total: number }) => [s.new, s.changed, s.total]),
    ).toEqual([
      [300, 0, 300],
      [0, 0, 300],
      [0, 29, 299],
      [0, 1, 300],
    ]);
    const inStock = all.filter((i) => i % 5 !== 0).length;
    expect(rowsOfStats[0].in_stock).toBe(inStock);
  });

  test('a truncated feed fails with its feed error: nothing zeroed, no stats row', async () => {
    const all = Array.from({ length: 50 }, (_, k) => k + 1);
    feeds.set('/t.csv', csv(all.map((i) => line(i))));
    const partnerId = await addPartner('/t.csv');
    await importRun(partnerId);
    feeds.set('/t.csv', (res) => {
      const body = csv(all.slice(0, 10).map((i) => line(i)));
      res.writeHead(200, { 'Content-Type': 'text/csv', 'Content-Length': String(body.length + 5000) });
      res.write(body);
      setTimeout(() => res.destroy(), 20);
    });
    const failed = await importRun(partnerId).then(
      () => null,
      (error: unknown) => error,
    );
    expect(isFeedError(failed) && failed.key).toBe('feed_truncated');
    expect((await products(partnerId)).filter((r: { amount: number }) => r.amount === 0)).toHaveLength(
      all.filter((i) => i % 5 === 0).length,
    );
    expect(await stats(partnerId)).toHaveLength(1);
  });

  test('a 404 feed, a private address not allowed, a missing partner', async () => {
    const partnerId = await addPartner('/missing.csv');
    await expect(importRun(partnerId)).rejects.toMatchObject({
      key: 'feed_http_status',
      params: { status: 404 },
    });
    const made = makeRun(partnerId, 'importProducts');
    const refused = handlersByMethod(importJobs({ knex: db.knex, config: { FEED_ALLOWED_NETWORKS: [] } }))
      .importProducts!(made.run);
    await expect(refused).rejects.toMatchObject({ key: 'feed_url_forbidden' });
    await expect(importRun(999_999)).rejects.toBeInstanceOf(JobFailure);
    expect(await stats(partnerId)).toHaveLength(0);
  });

  test.each(['importProducts', 'importCategories', 'updatePrices'] as const)(
    '%s keeps to the download pace it is given: a trickle below the floor ends in feed_too_slow, a long one in feed_too_long',
    async (method) => {
      // The header and one product, then one byte every 50 ms for as long as it is read.
      feeds.set('/trickle.csv', (res) => {
        res.writeHead(200, { 'Content-Type': 'text/csv' });
        res.write(HEADER + line(1));
        const timer = setInterval(() => res.write(' '), 50);
        res.on('close', () => clearInterval(timer));
      });
      const partnerId = await addPartner('/trickle.csv');
      const paced = (pace: DownloadPace) =>
        fenced(
          handlersByMethod(
            importJobs({
              knex: db.knex,
              config: { FEED_ALLOWED_NETWORKS: ['127.0.0.1'] },
              pace: async () => pace,
            }),
          ),
        )[method]!(makeRun(partnerId, method).run);
      await expect(
        paced({ minBytesPerSecond: 1024, windowMs: 500, maxDurationMs: null }),
      ).rejects.toMatchObject({
        key: 'feed_too_slow',
        params: { floor: '1 KiB/s', window: '0.5 s', rate: expect.stringMatching(/ B\/s$/) },
      });
      await expect(
        paced({ minBytesPerSecond: 0, windowMs: 60_000, maxDurationMs: 500 }),
      ).rejects.toMatchObject({ key: 'feed_too_long', params: { limit: '0.5 s' } });
      expect(await stats(partnerId)).toHaveLength(0);
    },
  );

  test('duplicate codes are logged as skipped with positions; a backslash is stored as it is', async () => {
    feeds.set('/d.csv', csv([line(1), line(2), line(1), 'P3;"SKU\t3";Name \\ 3;Acme;A/B;1.00;1;x\n']));
    const partnerId = await addPartner('/d.csv');
    const made = await importRun(partnerId);
    expect(made.progress()).toMatchObject({ new: 3, skipped: 1 });
    expect(made.lines).toContainEqual(
      expect.objectContaining({
        type: 'warning',
        key: 'feed_duplicate_code',
        position: expect.objectContaining({ line: 4 }),
      }),
    );
    const p3 = (await products(partnerId)).find((r: { code: string }) => r.code === 'P3');
    expect(p3).toMatchObject({ name: 'Name \\ 3' });
  });

  test('NUL bytes and lone surrogates in a JSON feed are stored clean', async () => {
    feeds.set(
      '/n.json',
      JSON.stringify({
        products: [{ code: 'N1', name: 'Na\u0000me \ud800', text: 'x\u0000y' }],
      }),
    );
    const partnerId = await addPartner('/n.json', 'json', {
      itemPath: 'products',
      fields: { code: 'code', name: 'name', description: 'text' },
    });
    const made = await importRun(partnerId);
    expect(made.progress()).toMatchObject({ new: 1 });
    const [n1] = await products(partnerId);
    expect(n1).toMatchObject({ name: 'Name \ufffd', description: 'xy' });
  });

  test('a stop at a checkpoint ends the run: no anti-join, no stats row', async () => {
    const all = Array.from({ length: 40 }, (_, k) => k + 1);
    feeds.set('/s.csv', csv(all.map((i) => line(i))));
    const partnerId = await addPartner('/s.csv');
    await expect(importRun(partnerId, 'importProducts', 0)).rejects.toBeInstanceOf(JobStopped);
    expect(await stats(partnerId)).toHaveLength(0);
  });

  test('a stop while a merge is queued or running: the merge ends or is dropped whole, the rerun counts exactly', async () => {
    const chunk = CHUNK_ROWS[process.env.DATABASE_URL ? 'pg' : 'pglite'];
    // Three chunks: the stop is seen at the first message past it, which may come as late as the
    // next chunk's end (the thread sends progress alone at most every 100 ms).
    const count = 3 * chunk;
    const all = Array.from({ length: count }, (_, k) => k + 1);
    feeds.set('/big.csv', csv(all.map((i) => line(i))));
    const partnerId = await addPartner('/big.csv');
    // Stopped past the first chunk (its merge queued behind its COPY blocks, or running).
    const stopped = makeRun(partnerId, 'importProducts', Infinity, chunk + 2_000);
    await expect(handlers().importProducts!(stopped.run)).rejects.toBeInstanceOf(JobStopped);
    expect(await stats(partnerId)).toHaveLength(0);
    const merged = (await products(partnerId)).length;
    // Nothing (the merge was still queued: dropped), or whole chunks (a chunk ends with the reader's
    // batch that reached CHUNK_ROWS; a merge running at the stop ends), never the whole feed.
    expect(merged === 0 || (merged >= chunk && merged < count)).toBe(true);
    const rerun = await importRun(partnerId);
    expect(rerun.progress()).toMatchObject({
      read: count,
      new: count - merged,
      changed: 0,
      unchanged: merged,
    });
    expect(await stats(partnerId)).toHaveLength(1);
    // Every chunk's codes reached the finish: nothing in the feed was taken for gone.
    expect(await products(partnerId).whereNotNull('missing_since')).toHaveLength(0);
    expect(await products(partnerId)).toHaveLength(count);
  }, 60_000);

  test('a stop while the feed stalls mid-body ends the run at once: nothing merged, no stats row', async () => {
    let stalled: http.ServerResponse | null = null;
    feeds.set('/stall.csv', (res) => {
      stalled = res;
      res.writeHead(200, { 'Content-Type': 'text/csv' });
      res.write(csv([line(1), line(2)]));
    });
    const partnerId = await addPartner('/stall.csv');
    const made = makeRun(partnerId, 'importProducts');
    const running = handlers().importProducts!(made.run);
    while (!stalled) await new Promise((resolve) => setTimeout(resolve, 20));
    made.stop();
    await expect(running).rejects.toBeInstanceOf(Error);
    (stalled as http.ServerResponse).destroy();
    expect(await products(partnerId)).toHaveLength(0);
    expect(await stats(partnerId)).toHaveLength(0);
  });

  test('a rerun of the same job (a lost worker) leaves one stats row', async () => {
    feeds.set('/r.csv', csv([line(1), line(2)]));
    const partnerId = await addPartner('/r.csv');
    const made = makeRun(partnerId, 'importProducts');
    await handlers().importProducts!(made.run);
    await handlers().importProducts!({ ...made.run, job: { ...made.job, attempt: 2 } });
    expect(await stats(partnerId)).toHaveLength(1);
  });

  test('hostile fixtures end in a feed error or skipped records, never an unexpected error', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const { demoFeedPath } = await import('@feedhub/feeds');
    const dir = demoFeedPath('bad');
    for (const file of readdirSync(dir)) {
      feeds.set(`/bad/${file}`, readFileSync(`${dir}/${file}`, 'latin1'));
      const xml = file.endsWith('.xml');
      const partnerId = await addPartner(
        `/bad/${file}`,
        xml ? 'xml' : file.endsWith('.json') ? 'json' : 'csv',
        xml
          ? { itemPath: 'products/product', fields: { code: 'code', name: 'name', price: 'price' } }
          : file.endsWith('.json')
            ? { itemPath: 'products', fields: { code: 'code', name: 'name' } }
            : PARAMS,
      );
      const outcome = await importRun(partnerId).then(
        () => 'done',
        (error: unknown) => (isFeedError(error) ? error.key : error),
      );
      expect([file, typeof outcome === 'string' ? 'ok' : outcome]).toEqual([file, 'ok']);
    }
  });
});

describe('a guarded re-import (the partner has products; the guard limits are on by default)', () => {
  const stack = process.env.DATABASE_URL ? 'pg' : 'pglite';
  const chunk = CHUNK_ROWS[stack];
  const count = chunk + 5_000;
  const all = Array.from({ length: count }, (_, k) => k + 1);
  /** A product in a category the first import did not have. */
  const NEW_LINE = 'X1;SKU-X1;New one;Acme;Garden/Tools;5.00;3;Black\n';
  const categoryCodes = async (partnerId: number) =>
    (await db.knex.withSchema(SCHEMA).table('partner_categories').where({ partner_id: partnerId }))
      .map((c: { code: string }) => c.code)
      .sort();
  const prices = async (partnerId: number) =>
    (await products(partnerId).select('code', 'price', 'amount')) as { code: string; price: string }[];

  test('mid-feed, past its first chunk, nothing of it is visible; failed there, it changed nothing', async () => {
    feeds.set('/g1.csv', csv(all.map((i) => line(i))));
    const partnerId = await addPartner('/g1.csv');
    await importRun(partnerId);
    const before = await prices(partnerId);
    // Every price 5 cents up (no limit passed), a new category first; the body stalls past the first chunk.
    let stalled: http.ServerResponse | null = null;
    feeds.set('/g1.csv', (res) => {
      stalled = res;
      res.writeHead(200, { 'Content-Type': 'text/csv' });
      res.write(
        HEADER +
          NEW_LINE +
          all
            .slice(0, chunk + 2_000)
            .map((i) => line(i, 5))
            .join(''),
      );
    });
    const made = makeRun(partnerId, 'importProducts');
    const running = handlers().importProducts!(made.run);
    running.catch(() => undefined);
    // PostgreSQL merges the first chunk inside the run's transaction (its counts say so); PGlite only
    // keeps its changed rows.
    const merged = () =>
      stack === 'pg' ? (made.progress().changed ?? 0) >= chunk : (made.progress().read ?? 0) >= chunk + 2_000;
    while (!merged()) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await prices(partnerId)).toEqual(before);
    expect(await categoryCodes(partnerId)).not.toContain('Garden > Tools');
    // The supplier's connection drops: the run fails, and its transaction goes with it.
    (stalled as unknown as http.ServerResponse).destroy();
    await expect(running).rejects.toBeInstanceOf(Error);
    expect(await prices(partnerId)).toEqual(before);
    expect(await categoryCodes(partnerId)).not.toContain('Garden > Tools');
    expect(await stats(partnerId)).toHaveLength(1);
  }, 120_000);

  test('over several chunks it passes: every change, the new category, the zeroed product and one stats row land together', async () => {
    feeds.set('/g2.csv', csv(all.map((i) => line(i))));
    const partnerId = await addPartner('/g2.csv');
    await importRun(partnerId);
    const seenBefore = await db.knex
      .withSchema(SCHEMA)
      .table('partner_categories')
      .where({ partner_id: partnerId, code: 'Computers > Mice' })
      .first();
    // 10 % of prices a little up, the last product gone, one new product in a new category.
    feeds.set(
      '/g2.csv',
      HEADER +
        NEW_LINE +
        all
          .slice(0, -1)
          .map((i) => line(i, i % 10 === 0 ? 5 : 0))
          .join(''),
    );
    const second = await importRun(partnerId);
    const changed = all.slice(0, -1).filter((i) => i % 10 === 0).length;
    expect(second.progress()).toMatchObject({ read: count, new: 1, changed, unchanged: count - 1 - changed });
    const after = new Map((await prices(partnerId)).map((row) => [row.code, row]));
    expect(after.get('P10')).toMatchObject({ price: (20 + 5 / 100).toFixed(4) });
    expect(after.get(`P${count}`)).toMatchObject({ amount: 0 });
    expect(after.get('X1')).toMatchObject({ price: '5.0000', amount: 3 });
    expect(await categoryCodes(partnerId)).toContain('Garden > Tools');
    // The categories the run saw were seen again (updated at its end, in its transaction).
    const seenAfter = await db.knex
      .withSchema(SCHEMA)
      .table('partner_categories')
      .where({ partner_id: partnerId, code: 'Computers > Mice' })
      .first();
    expect(new Date(seenAfter.last_seen_at).getTime()).toBeGreaterThan(
      new Date(seenBefore.last_seen_at).getTime(),
    );
    expect(await stats(partnerId)).toHaveLength(2);
    expect(importLines(second).at(-1)).toMatchObject({ key: 'import_missing_zeroed', params: { count: 1 } });
  }, 120_000);
});

describe('importCategories, importAttributes, updatePrices, updateAmounts', () => {
  test('categories and attributes (with options and the brand options) are upserted; mapping columns stay', async () => {
    feeds.set('/c.csv', csv([line(1), line(2), line(3)]));
    const partnerId = await addPartner('/c.csv');
    await importRun(partnerId, 'importCategories');
    const categories = () =>
      db.knex.withSchema(SCHEMA).table('partner_categories').where({ partner_id: partnerId }).orderBy('code');
    expect((await categories()).map((c: { code: string; name: string }) => [c.code, c.name])).toEqual([
      ['Computers > Laptops', 'Laptops'],
      ['Computers > Mice', 'Mice'],
    ]);
    await db.knex
      .withSchema(SCHEMA)
      .table('partner_categories')
      .where({ partner_id: partnerId })
      .update({ pim_category_code: 'pim-1', is_mapped: true });
    await importRun(partnerId, 'importCategories');
    expect(
      (await categories()).every((c: { pim_category_code: string }) => c.pim_category_code === 'pim-1'),
    ).toBe(true);

    await importRun(partnerId, 'importAttributes');
    const attributes = await db.knex
      .withSchema(SCHEMA)
      .table('partner_attributes')
      .where({ partner_id: partnerId })
      .orderBy('code');
    expect(attributes.map((a: { code: string; options: string[] }) => [a.code, a.options])).toEqual([
      ['brand', ['Acme', 'Bolt']],
      ['colour', expect.any(Array)],
    ]);
  });

  test('updatePrices changes only prices; updateAmounts zeroes products missing from a complete feed', async () => {
    feeds.set('/u.csv', csv([line(1), line(2), line(3)]));
    const partnerId = await addPartner('/u.csv');
    await importRun(partnerId);
    feeds.set('/u.csv', csv([line(1, 50), line(2, 0, 4)]).replace('Product 1', 'Renamed'));
    const prices = await importRun(partnerId, 'updatePrices');
    expect(prices.progress()).toMatchObject({ changed: 1 });
    let rows = await products(partnerId);
    expect(rows[0]).toMatchObject({ code: 'P1', price: '11.5000', name: 'Product 1' });
    const amounts = await importRun(partnerId, 'updateAmounts');
    expect(amounts.progress()).toMatchObject({ changed: 1 });
    rows = await products(partnerId);
    expect(rows.map((r: { amount: number }) => r.amount)).toEqual([1, 4, 0]);
    expect(await stats(partnerId)).toHaveLength(1);
  });
});
