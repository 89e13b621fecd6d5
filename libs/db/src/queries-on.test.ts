import { createTestDatabase, queriesOn, type Database } from './index';
import type { Knex } from 'knex';

let db: Database;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

/** Three reads that log when each is sent and when its answer came. */
function loggedReads(knex: Knex, log: string[]) {
  const read = (n: number) => async () => {
    log.push(`sent ${n}`);
    const { rows } = await knex.raw<{ rows: { n: number }[] }>('select ?::int as n, pg_sleep(0.02)', [n]);
    log.push(`answered ${n}`);
    return rows[0]!.n;
  };
  return [read(1), read(2), read(3)] as const;
}

test('on a transaction, sends each read once the one before was answered, results in order', async () => {
  const log: string[] = [];
  const results = await db.knex.transaction((trx) => queriesOn(trx, loggedReads(trx, log)));
  expect(results).toEqual([1, 2, 3]);
  expect(log).toEqual(['sent 1', 'answered 1', 'sent 2', 'answered 2', 'sent 3', 'answered 3']);
});

test('on the pool, sends every read at once, results in order', async () => {
  const log: string[] = [];
  const results = await queriesOn(db.knex, loggedReads(db.knex, log));
  expect(results).toEqual([1, 2, 3]);
  expect(log.slice(0, 3)).toEqual(['sent 1', 'sent 2', 'sent 3']);
});

test('a failed read fails the whole, on a transaction without sending the next', async () => {
  const log: string[] = [];
  await expect(
    db.knex.transaction((trx) =>
      queriesOn(trx, [
        async () => {
          log.push('sent bad');
          return trx.raw('select 1 / 0');
        },
        async () => log.push('sent after'),
      ]),
    ),
  ).rejects.toThrow(/division by zero/);
  expect(log).toEqual(['sent bad']);
});
