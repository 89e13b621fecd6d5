import { HELD_EXAMPLES_PER_KIND, type HeldExample } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';
import type { Partner } from '../partners/partners.model';
import type { BulkConnection } from './bulk-session';
import type { GuardSpec } from './import-guard.types';
import type { StageTables } from './staged-import.types';
import { moveStageToSeen } from './staged-import.repo';

/**
 * The import guard's statements (import-guard.ts has its rules): the run's changed rows against the
 * catalogue, the counts it is judged by, its examples (the tables a held run is kept in: held-run.repo.ts).
 * The SQL is the benchmarked import path's.
 */

const PRODUCTS = `${SCHEMA}.partner_products`;

/** Whether the partner has any product (its first import is never held). */
export async function hasProducts(c: BulkConnection, partnerId: number): Promise<boolean> {
  const { rows } = await c.query<{ any: boolean }>(
    `select exists (select 1 from ${PRODUCTS} where partner_id = $1) as any`,
    [partnerId],
  );
  return rows[0]!.any;
}

/** Moves a chunk's changed and new rows from the stage to the run's pending rows, and its codes to "seen". */
export async function keepChanged(
  c: BulkConnection,
  tables: StageTables & { pending: string },
  partnerId: number,
  spec: GuardSpec,
): Promise<void> {
  await c.query(
    `insert into ${tables.pending} select s.* from ${tables.stage} s
     where not exists (select 1 from ${PRODUCTS} u where u.partner_id = $1 and u.code = s.code and ${spec.unchanged})`,
    [partnerId],
  );
  await moveStageToSeen(c, tables);
}

/** The partner's products the percentages are of (those still in its feeds). */
export interface GuardBase {
  inStock: number;
  priced: number;
}

/** The partner's in-stock and priced products, as committed (read on a connection of the pool). */
export async function knexGuardBase(knex: Knex, partnerId: number): Promise<GuardBase> {
  const { rows } = (await knex.raw(
    `select count(*) filter (where amount > 0)::int as in_stock, count(*) filter (where price > 0)::int as priced
     from ${PRODUCTS} where partner_id = ? and missing_since is null`,
    [partnerId],
  )) as { rows: { in_stock: number; priced: number }[] };
  return { inStock: Number(rows[0]!.in_stock), priced: Number(rows[0]!.priced) };
}

/** What a chunk would do to stock and prices (HeldCounts' toZero, priceUp, priceDown). */
export interface ChunkMoves {
  toZero: number;
  priceUp: number;
  priceDown: number;
}

/**
 * A spanning run's chunk, before it is merged: its changed and new rows told apart (into `changed`,
 * which the merge then reads and the run's pending rows keep), and what they do to stock and prices
 * against the catalogue as it is — one statement, the join made over the changed rows only.
 */
export async function keepChangedCounting(
  c: BulkConnection,
  tables: Required<StageTables>,
  partner: Partner,
  spec: GuardSpec,
): Promise<ChunkMoves> {
  const { rows } = await c.query<MovesRow>(
    `with kept as (
       insert into ${tables.changed} select s.* from ${tables.stage} s
       where not exists (select 1 from ${PRODUCTS} u where u.partner_id = $1 and u.code = s.code and ${spec.unchanged})
       returning ${['code', ...spec.columns].join(', ')}
     )
     select ${movesSql(spec, partner.guardPriceFactor)}
     from (select distinct on (code) * from kept order by code) s
     join ${PRODUCTS} u on u.partner_id = $1 and u.code = s.code`,
    [partner.id],
  );
  return { toZero: Number(rows[0]!.to_zero), priceUp: Number(rows[0]!.up), priceDown: Number(rows[0]!.down) };
}

/**
 * Indexes and analyses a run's "seen" codes (once; the finish and the guard's anti-joins probe it once
 * per product of the partner): without it the planner may believe it nearly empty and pick a nested
 * loop — minutes for 55k products (a first import) and for 200k (a guarded re-import, measured).
 */
export async function indexSeen(c: BulkConnection, seen: string): Promise<void> {
  const name = `${seen.slice(seen.indexOf('.') + 1)}_code`;
  await c.query(`create index if not exists ${name} on ${seen} (code)`);
  await c.query(`analyze ${seen}`);
}

/**
 * Whether the partner has as many products still in its feed (missing_since null) as the run saw codes.
 * Every code a run saw is among those products once its chunks merged, so equal counts mean none of
 * them is gone: the finish need not anti-join them with "seen" (0.26 s at 200k, and 0.1 s more to
 * index "seen" for it; these two counts: 0.1 s). Sound only for a run whose transaction held the
 * partner's product-writes lock from its first merge to its finish (a spanning run): nobody else added
 * or zeroed any of the partner's products meanwhile.
 */
export async function seenIsWholePartner(
  c: BulkConnection,
  seen: string,
  partnerId: number,
): Promise<boolean> {
  const { rows } = await c.query<{ present: number; seen: number }>(
    `select (select count(*) from ${PRODUCTS} where partner_id = $1 and missing_since is null)::int as present,
            (select count(distinct code) from ${seen})::int as seen`,
    [partnerId],
  );
  return Number(rows[0]!.present) === Number(rows[0]!.seen);
}

/** Counts of a run's (or a chunk's) rows against their stored product `u`. */
interface MovesRow {
  to_zero: number;
  up: number;
  down: number;
}

/** The counts of MovesRow, over staged rows `s` joined with their stored product `u`. */
const movesSql = (spec: GuardSpec, factor: number) =>
  `${spec.amount ? `count(*) filter (where u.amount > 0 and u.missing_since is null and ${spec.amount} = 0)` : '0'}::int as to_zero,
   ${spec.price ? `count(*) filter (where u.price > 0 and ${spec.price} >= u.price * ${factor})` : '0'}::int as up,
   ${spec.price ? `count(*) filter (where ${spec.price} > 0 and ${spec.price} * ${factor} <= u.price)` : '0'}::int as down`;

/** The staged rows with their stored product (one per code, as the merge takes them; only the columns judged). */
const joined = (pending: string, spec: GuardSpec, join: 'join' | 'left join' = 'join') =>
  `(select distinct on (s.code) ${['code', ...spec.columns].map((c) => `s.${c}`).join(', ')}
    from ${pending} s order by s.code) s
   ${join} ${PRODUCTS} u on u.partner_id = $1 and u.code = s.code`;

/** Before a run is judged: its "seen" codes indexed (indexSeen) and its pending rows' codes analysed. */
export async function prepareJudgement(
  c: BulkConnection,
  tables: { pending: string; seen: string },
): Promise<void> {
  await indexSeen(c, tables.seen);
  await c.query(`analyze ${tables.pending} (code)`);
}

/**
 * One pass over the partner's products: the bases of the percentages, and (zeroesMissing) those the
 * run's "seen" codes no longer have.
 */
export async function partnerBase(
  c: BulkConnection,
  seen: string,
  partnerId: number,
  spec: GuardSpec,
): Promise<{ inStock: number; priced: number; gone: number; goneInStock: number }> {
  const p = [partnerId];
  const goneSql = spec.zeroesMissing ? 's.code is null' : 'false';
  const { rows: base } = await c.query<{
    in_stock: number;
    priced: number;
    gone: number;
    gone_in_stock: number;
  }>(
    `select count(*) filter (where u.amount > 0)::int as in_stock, count(*) filter (where u.price > 0)::int as priced,
       count(*) filter (where ${goneSql})::int as gone, count(*) filter (where ${goneSql} and u.amount > 0)::int as gone_in_stock
     from ${PRODUCTS} u
     ${spec.zeroesMissing ? `left join (select distinct code from ${seen}) s on s.code = u.code` : ''}
     where u.partner_id = $1 and u.missing_since is null`,
    p,
  );
  return {
    inStock: Number(base[0]!.in_stock),
    priced: Number(base[0]!.priced),
    gone: Number(base[0]!.gone),
    goneInStock: Number(base[0]!.gone_in_stock),
  };
}

/** One pass over the pending rows: those of a stored product (what they move), and the new ones. */
export async function pendingChanges(
  c: BulkConnection,
  pending: string,
  partnerId: number,
  spec: GuardSpec,
  factor: number,
): Promise<{ matched: number; added: number; toZero: number; up: number; down: number }> {
  const p = [partnerId];
  const { rows: changes } = await c.query<MovesRow & { matched: number; added: number }>(
    `select count(u.id)::int as matched, count(*) filter (where u.id is null)::int as added,
       ${movesSql(spec, factor)} from ${joined(pending, spec, 'left join')}`,
    p,
  );
  return {
    matched: Number(changes[0]!.matched),
    added: Number(changes[0]!.added),
    toZero: Number(changes[0]!.to_zero),
    up: Number(changes[0]!.up),
    down: Number(changes[0]!.down),
  };
}

interface ExampleRow {
  product_id: number | null;
  code: string;
  name: string | null;
  old: string | null;
  new: string | null;
}

/** Up to HELD_EXAMPLES_PER_KIND products of each kind of change, by code. */
export async function examplesOf(
  c: BulkConnection,
  tables: { pending: string; seen: string },
  partnerId: number,
  spec: GuardSpec,
  factor: number,
): Promise<HeldExample[]> {
  const limit = HELD_EXAMPLES_PER_KIND;
  const p = [partnerId];
  const pick = async (
    kind: HeldExample['kind'],
    field: HeldExample['field'],
    sql: string | null,
  ): Promise<HeldExample[]> => {
    if (!sql) return [];
    const { rows } = await c.query<ExampleRow>(`${sql} order by code limit ${limit}`, p);
    return rows.map((row) => ({
      kind,
      productId: row.product_id === null ? null : Number(row.product_id),
      code: row.code,
      name: row.name,
      field,
      old: row.old,
      new: row.new,
    }));
  };
  const fromJoined = (where: string, newValue: string, oldValue: string) =>
    `select u.id as product_id, u.code, u.name, (${oldValue})::text as old, (${newValue})::text as new
     from ${joined(tables.pending, spec)} where ${where}`;
  // One connection: one query after another (pg's client would only queue them).
  const picks: Parameters<typeof pick>[] = [
    [
      'toZero',
      'amount',
      spec.amount
        ? fromJoined(`u.amount > 0 and u.missing_since is null and ${spec.amount} = 0`, '0', 'u.amount')
        : null,
    ],
    [
      'priceUp',
      'price',
      spec.price
        ? fromJoined(
            `u.price > 0 and ${spec.price} >= u.price * ${factor}`,
            `${spec.price}::numeric(14,4)`,
            'u.price',
          )
        : null,
    ],
    [
      'priceDown',
      'price',
      spec.price
        ? fromJoined(
            `${spec.price} > 0 and ${spec.price} * ${factor} <= u.price`,
            `${spec.price}::numeric(14,4)`,
            'u.price',
          )
        : null,
    ],
    [
      'new',
      null,
      spec.adds
        ? `select distinct on (s.code) null::int as product_id, s.code, s.name, null as old, null as new
           from ${tables.pending} s
           where not exists (select 1 from ${PRODUCTS} u where u.partner_id = $1 and u.code = s.code)`
        : null,
    ],
    [
      'gone',
      'amount',
      spec.zeroesMissing
        ? `select u.id as product_id, u.code, u.name, u.amount::text as old, '0' as new
           from ${PRODUCTS} u where u.partner_id = $1 and u.missing_since is null
             and not exists (select 1 from ${tables.seen} s where s.code = u.code)`
        : null,
    ],
  ];
  const groups: HeldExample[][] = [];
  for (const args of picks) groups.push(await pick(...args));
  return groups.flat();
}
