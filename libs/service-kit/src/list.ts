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
  /** Column that makes the order total, so pages never repeat or skip a row (default `id`). */
  tieBreaker?: string;
}

/** Applies a query's filters to a builder (pageOf does it; aggregates over the same filter call it alone). */
export function applyListFilters<QB, F>(qb: QB, spec: ListSpec<QB, string, F>, filter: F | undefined): void {
  if (!filter || !spec.filters) return;
  for (const key of Object.keys(filter) as (keyof F)[]) {
    const value = filter[key];
    const apply = spec.filters[key];
    if (apply && value !== undefined && value !== null && value !== '')
      apply(qb, value as NonNullable<F[keyof F]>);
  }
}

/** The column and direction to sort by. */
function orderOf<S extends string>(
  spec: Pick<ListSpec<unknown, S>, 'sorts' | 'defaultSort'>,
  order: ListQuery['order'],
): [string, Direction] {
  const field = (order && Object.hasOwn(spec.sorts, order.field) ? order.field : spec.defaultSort.field) as S;
  return [spec.sorts[field], order?.direction ?? spec.defaultSort.direction];
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
  const total = await qb.clone().resultSize();
  const [column, direction] = orderOf(spec, query.order);
  const rows = await qb
    .orderBy(column, direction)
    .orderBy(spec.tieBreaker ?? 'id', 'asc')
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { rows, total };
}

/**
 * An ILIKE pattern matching the text anywhere, taken literally: `%`, `_` and `\` in what a user
 * typed are escaped (PostgreSQL's default LIKE escape is the backslash).
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
