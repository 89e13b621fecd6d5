import { SCHEMA } from '../schema';
import { knexConnection } from '../sql-connection';
import { addPartner, csv, db, feeds, importRun, line } from './__tests__/import-harness';
import { seenIsWholePartner } from './import-guard.repo';

// A spanning run's finish skips the anti-join over "seen" when the partner has exactly as many products
// still in its feed as the run saw codes (import-guard.repo.ts seenIsWholePartner): the counts must
// tell "none gone" from one gone, a repeated code, and a product already gone before.

const codes = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => `P${from + k}`);

/** Whether these "seen" codes cover the partner, asked in a transaction with them in a temp table. */
const covers = (partnerId: number, seen: string[]) =>
  db.knex.transaction(async (trx) => {
    await trx.raw('create temp table seen_codes (code text) on commit drop');
    if (seen.length)
      await trx.raw(`insert into seen_codes (code) values ${seen.map(() => '(?)').join(', ')}`, seen);
    return seenIsWholePartner(knexConnection(trx), 'pg_temp.seen_codes', partnerId);
  });

test('none gone only when the run saw every product still in the feed, each code once', async () => {
  feeds.set('/w.csv', csv(Array.from({ length: 20 }, (_, k) => line(k + 1))));
  const partnerId = await addPartner('/w.csv');
  await importRun(partnerId);

  expect(await covers(partnerId, codes(1, 20))).toBe(true);
  // P20 gone.
  expect(await covers(partnerId, codes(1, 19))).toBe(false);
  // P20 gone, P1 seen twice (a code repeated after cleaning): as many rows, one code fewer.
  expect(await covers(partnerId, [...codes(1, 19), 'P1'])).toBe(false);
  expect(await covers(partnerId, [])).toBe(false);

  // A product already gone (missing_since set) is not one the feed must have.
  await db.knex
    .withSchema(SCHEMA)
    .table('partner_products')
    .where({ partner_id: partnerId, code: 'P20' })
    .update({ amount: 0, missing_since: new Date() });
  expect(await covers(partnerId, codes(1, 19))).toBe(true);
  expect(await covers(partnerId, codes(1, 20))).toBe(false);
});

test('a re-import zeroes the one product that left its feed, and none when every one is there', async () => {
  const feed = (count: number) => csv(Array.from({ length: count }, (_, k) => line(k + 1, 0, 3)));
  feeds.set('/g.csv', feed(40));
  const partnerId = await addPartner('/g.csv');
  await importRun(partnerId);
  const product = (code: string) =>
    db.knex
      .withSchema(SCHEMA)
      .table('partner_products')
      .where({ partner_id: partnerId, code })
      .first('amount', 'missing_since') as Promise<{ amount: number; missing_since: Date | null }>;

  const unchanged = await importRun(partnerId);
  expect(unchanged.progress()).toMatchObject({ new: 0, changed: 0, unchanged: 40 });
  expect(await product('P40')).toMatchObject({ amount: 3, missing_since: null });

  feeds.set('/g.csv', feed(39));
  await importRun(partnerId);
  expect(await product('P40')).toMatchObject({ amount: 0, missing_since: expect.any(Date) });
  expect(await product('P39')).toMatchObject({ amount: 3, missing_since: null });
});
