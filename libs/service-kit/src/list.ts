import type { Model, QueryBuilder } from 'objection';
import type { ListPage, ListQuery } from '@feedhub/contracts';

/** A sort direction. */
type Direction = 'asc' | 'desc';

/**
 * How one list filters, sorts and pages (DESIGN §3: allow-listed, never SQL from the request). The
 * query schema (`listQuerySchema` in @feedhub/contracts) already refused unknown keys; this maps the
 * allowed ones onto columns.
 */
export interface ListSpec<QB, S extends string = string, F = Record<string, unknown>> {
  /** The column behind each sort field of the query schema. */
  sorts: Readonly<Record<S, string>>;
  /** Order when the query names none (SPEC §9 defaults: name, code…). */
  defaultSort: { field: S; direction: Direction };
  /** How each filter narrows the query; filters absent from the query are not applied. */
  filters?: { [K in keyof F]?: (qb: QB, value: NonNullable<F[K]>) => void };
  /**
   * Columns a sort orders by after its own, in its direction, before the tie-breaker: what makes the
   * order one an index holds (products' brand sort: brand, then name, as `(partner_id, brand, name)`).
   */
  thenBy?: Readonly<Partial<Record<S, readonly string[]>>>;
  /** Column that makes the order total, so pages never repeat or skip a row (default `id`). */
  tieBreaker?: string;
  /**
   * Whether to find the filter's rows first and sort them afterwards (given how many there are),
   * instead of letting PostgreSQL walk the sort column's index until a page of matches turns up.
   * It plans that walk expecting matches spread evenly along the index; when they are rare or
   * bunched (a brand whose names sort late), it reads most of a big table for one page. A
   * MATERIALIZED CTE is computed alone, so the filter's own indexes find the few rows, and a top-N
   * sort orders them. Only for lists on a single table whose sort and filter columns are unqualified.
   * `totalCapped`: the count stopped at `countUpTo`'s cap, so more than `total` match.
   */
  sortAfterFilter?: (total: number, filter: F | undefined, totalCapped: boolean) => boolean;
  /**
   * Whether to find the page's ids first (a query of the id and sort columns only) and then read
   * those rows. With an index that holds the filter's column, the sort and the id, PostgreSQL pages
   * through the index alone instead of reading every row it passes on the way.
   */
  idsFirst?: (filter: F | undefined) => boolean;
  /**
   * The most matches worth counting for this filter, or undefined for an exact count. Counting every
   * match of a frequent substring reads all of them (100k of a 1M partner: most of the list's time);
   * with a cap N it stops at N + 1 and the page answers `total: N, totalCapped: true`.
   */
  countUpTo?: (filter: F | undefined) => number | undefined;
  /**
   * A page read another way when the count was capped (more matches than any sort after the filter
   * should take), or undefined to walk the sort's index as usual. `qb` has the filters applied. For a
   * filter no index orders by the sort, whose matches may bunch late along the sort's index (the
   * products' "only in mapped categories": a page per category from the (category, name) index,
   * merged).
   */
  pageWhenCapped?: (qb: QB, query: ListQuery<F, S>) => Promise<Awaited<QB> | undefined>;
  /**
   * Whether the count and the page come from one read: the ids of the first `countUpTo` + 1 matches
   * in the page's order (with `idsFirst`, for pages within the cap). Worth it where the sort's index
   * holds the filter's columns, so that read is the index alone: a substring search then walks the
   * name index once, where a separate count built a trigram bitmap of every match (a 1M partner,
   * "mouse" matching 10 %: 13 ms for both, against 28–40 ms for the count and 10 for the page).
   */
  countWithPage?: (filter: F | undefined, sort: S) => boolean;
}

/** A count of a filter's matches: exact, or the cap with `totalCapped` when more match. */
export type MatchCount = Pick<ListPage<unknown>, 'total' | 'totalCapped'>;

/**
 * How many rows a filtered builder matches; with a cap, at most cap + 1 of them are read
 * (`select count(*) from (… limit cap + 1)`), and more than the cap answers the cap with `totalCapped`.
 */
export async function countMatches<M extends Model>(
  qb: QueryBuilder<M, M[]>,
  cap: number | undefined,
): Promise<MatchCount> {
  if (cap === undefined) return { total: await qb.clone().resultSize() };
  const knex = qb.knex();
  const matches = qb
    .clone()
    .clearSelect()
    .clearOrder()
    .limit(cap + 1)
    .select(knex.raw('1'));
  const row = (await knex.count({ n: '*' }).from(matches.toKnexQuery().as('matches')).first()) as
    { n: string | number } | undefined;
  const counted = Number(row?.n ?? 0);
  return counted > cap ? { total: cap, totalCapped: true } : { total: counted };
}

/** Applies a query's filters to a builder (pageOf does it; aggregates over the same filter call it alone). */
export function applyListFilters<QB, F, S extends string = string>(
  qb: QB,
  spec: ListSpec<QB, S, F>,
  filter: F | undefined,
): void {
  if (!filter || !spec.filters) return;
  for (const key of Object.keys(filter) as (keyof F)[]) {
    const value = filter[key];
    const apply = spec.filters[key];
    if (apply && value !== undefined && value !== null && value !== '')
      apply(qb, value as NonNullable<F[keyof F]>);
  }
}

/** The sort field, the columns to sort by (the sort's own, then its `thenBy`) and their direction. */
function orderOf<S extends string>(
  spec: Pick<ListSpec<unknown, S>, 'sorts' | 'defaultSort' | 'thenBy'>,
  order: ListQuery['order'],
): [S, string[], Direction] {
  const field = (order && Object.hasOwn(spec.sorts, order.field) ? order.field : spec.defaultSort.field) as S;
  return [
    field,
    [spec.sorts[field], ...(spec.thenBy?.[field] ?? [])],
    order?.direction ?? spec.defaultSort.direction,
  ];
}

/**
 * One page of an objection query: filtered, counted, sorted (with a tie-breaker) and paged. Every
 * list of a domain model goes through here (STYLE (a): lists page, sort and filter on the server).
 */
export async function pageOf<M extends Model, S extends string, F>(
  qb: QueryBuilder<M, M[]>,
  query: ListQuery<F, S>,
  spec: ListSpec<QueryBuilder<M, M[]>, S, F>,
): Promise<ListPage<M>> {
  applyListFilters(qb, spec, query.filter);
  const [field, columns, direction] = orderOf(spec, query.order);
  const tieBreaker = spec.tieBreaker ?? 'id';
  const ordered = (builder: QueryBuilder<M, M[]>) =>
    columns.reduce((sorted, column) => sorted.orderBy(column, direction), builder).orderBy(tieBreaker, 'asc');
  const idColumn = qb.modelClass().idColumn as string;
  const idsOf = (builder: QueryBuilder<M, M[]>) => builder.clone().clearSelect().select(idColumn);
  const pageStart = (query.page - 1) * query.perPage;
  const cap = spec.countUpTo?.(query.filter);
  const idsFirst = Boolean(spec.idsFirst?.(query.filter));
  if (
    idsFirst &&
    cap !== undefined &&
    pageStart + query.perPage <= cap &&
    spec.countWithPage?.(query.filter, field)
  ) {
    // Plain rows, not models: up to cap + 1 of them.
    const read = (await ordered(idsOf(qb))
      .limit(cap + 1)
      .toKnexQuery()) as Record<string, number>[];
    const ids = read.map((row) => row[idColumn]!);
    const count: MatchCount = ids.length > cap ? { total: cap, totalCapped: true } : { total: ids.length };
    return { rows: await rowsOf(qb, ids.slice(pageStart, pageStart + query.perPage)), ...count };
  }
  const count = await countMatches(qb, cap);
  if (count.totalCapped) {
    const rows = await spec.pageWhenCapped?.(qb, query);
    if (rows) return { rows, ...count };
  }
  const sortAfter = spec.sortAfterFilter?.(count.total, query.filter, Boolean(count.totalCapped));
  const source = sortAfter ? fenced(qb) : qb;
  const paged = (builder: QueryBuilder<M, M[]>) => ordered(builder).limit(query.perPage).offset(pageStart);
  if (!idsFirst) return { rows: await paged(source), ...count };
  const ids = (await paged(idsOf(source))).map((row) => row.$id() as number);
  return { rows: await rowsOf(qb, ids), ...count };
}

/**
 * The rows of these ids, in their order, through the filtered builder, not by id alone: on a table
 * partitioned by a filter column (partner_products by partner) the filter keeps PostgreSQL to one
 * partition, where ids alone would have it plan and probe every partition.
 */
async function rowsOf<M extends Model>(qb: QueryBuilder<M, M[]>, ids: number[]): Promise<M[]> {
  if (!ids.length) return [];
  const model = qb.modelClass();
  const found = await qb.clone().whereIn(`${qb.tableRefFor(model)}.${model.idColumn as string}`, ids);
  const byId = new Map(found.map((row) => [String(row.$id()), row]));
  return ids.flatMap((id) => byId.get(String(id)) ?? []);
}

/**
 * The builder's rows as a MATERIALIZED common table expression under the table's own name: PostgreSQL
 * computes it alone (the filter's own indexes), and the page's order cannot reach into it. (A
 * subquery with OFFSET 0 was meant to, but knex leaves out an offset of 0: it was flattened and the
 * sort index walked: "amount = 7" on a 1M partner read 200k rows, 560 ms instead of 18.)
 */
function fenced<M extends Model>(qb: QueryBuilder<M, M[]>): QueryBuilder<M, M[]> {
  const model = qb.modelClass();
  const alias = model.tableName.split('.').pop() ?? model.tableName;
  return model.query(qb.knex()).withMaterialized(alias, qb.clone()).from(alias) as unknown as QueryBuilder<
    M,
    M[]
  >;
}

/**
 * An ILIKE pattern matching the text anywhere, taken literally: `%`, `_` and `\` in what a user
 * typed are escaped (PostgreSQL's default LIKE escape is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
