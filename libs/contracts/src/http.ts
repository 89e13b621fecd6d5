import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SELECT_LIST_PER_PAGE } from './constants';
import { CalendarDateSchema } from './fields';

/** `{ data, message? }` envelope around a payload schema. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/**
 * `totalCapped: true` beside a `total`: the count stopped at its cap (LIST_COUNT_CAP), so more than
 * `total` rows match. Absent when `total` is exact.
 */
export const TotalCappedSchema = z.literal(true).optional();

/** `{ rows, total, totalCapped? }`: a list page of a row schema (what a list route answers in `data`). */
export function listPageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    rows: z.array(row),
    total: z.number().int().nonnegative(),
    totalCapped: TotalCappedSchema,
  });
}

/** `{ data: { rows, total }, message? }` envelope around a row schema. */
export function listEnvelope<T extends z.ZodType>(row: T) {
  return dataEnvelope(listPageSchema(row));
}

/** A list page. */
export interface ListPage<T> {
  /** Rows of this page. */
  rows: T[];
  /** Rows matching the filter, over all pages (with `totalCapped`: the cap, and more match). */
  total: number;
  /** The count stopped at its cap: more than `total` rows match (TotalCappedSchema). */
  totalCapped?: true;
}

/**
 * Most levels of nesting a JSON body may have (the root object or array is level 1). The deepest fixed
 * shape, a partner save's feed params with attribute rules, needs 4 (root, params, attributes, a rule);
 * a task's free-form params get the rest. Deeper is refused at the gateway before any service parses
 * it, as 422 under the field where the depth ran out.
 */
export const MAX_JSON_DEPTH = 32;

/** Sort directions. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/**
 * One whole number from a path, a query or a body: digits as text (or a JSON number) matching
 * `pattern`, else `integer`; absent is `required`. An array or object where one value belongs
 * (`filter[partnerId][]=1`, `{"taskId":[1]}`) is refused, not read as its first item.
 */
function digits(pattern: RegExp) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined ? 'required' : 'integer'),
    })
    .transform(String)
    .pipe(z.string().regex(pattern, { message: 'integer' }))
    .transform(Number);
}

/** Positive integer id from a path, query or body (numeric strings or numbers; refuses `1e3`, `-1`, `1.5`, `[1]`, `true`). */
export const IdSchema = digits(/^[1-9][0-9]{0,14}$/);

/** Path parameters of `/{id}` routes. */
export const IdParamsSchema = z.object({ id: IdSchema });

/**
 * The body of an action that takes none (pause a queue, retry a job, start a sync): no body or `{}`;
 * any field in it is refused (422 under that field), as every other route refuses unknown fields.
 */
export const EmptyBodySchema = z.object({}).strict();

/** How a list may be asked for. */
export interface ListQueryOptions {
  /**
   * A select list of SPEC §9 (fetched whole with page 1 and perPage 99999); other lists serve at
   * most MAX_PAGE_SIZE rows a page.
   */
  selectList?: boolean;
}

/**
 * Builds the query schema of a list: qs-style `filter[...]`, `order[field|direction]`, `page`, `perPage`.
 * Filter keys and sort fields are allow-listed; anything else is a validation error, never SQL.
 */
export function listQuerySchema<F extends z.ZodRawShape, S extends readonly [string, ...string[]]>(
  filter: F,
  sortFields: S,
  options: ListQueryOptions = {},
) {
  const maxPerPage = options.selectList ? SELECT_LIST_PER_PAGE : MAX_PAGE_SIZE;
  return z
    .object({
      filter: z.object(filter).strict().optional(),
      order: z
        .object({ field: z.enum(sortFields), direction: z.enum(SORT_DIRECTIONS).default('asc') })
        .strict()
        .optional(),
      page: digits(/^-?\d{1,9}$/)
        .pipe(z.number().min(1).max(1_000_000))
        .default(1),
      perPage: digits(/^-?\d{1,9}$/)
        .pipe(z.number().min(1).max(maxPerPage))
        .default(DEFAULT_PAGE_SIZE),
    })
    .strict();
}

/** Parsed list query. */
export interface ListQuery<F = Record<string, unknown>, S extends string = string> {
  /** Allow-listed filters. */
  filter?: F;
  /** Sort field and direction. */
  order?: { field: S; direction: (typeof SORT_DIRECTIONS)[number] };
  /** 1-based page. */
  page: number;
  /** Rows per page. */
  perPage: number;
}

/** Answer of save and delete calls that return only a message. */
export const MessageEnvelopeSchema = z.object({ data: z.unknown().optional(), message: z.string() });

/** A filter's free text (trimmed; NUL bytes refused as PostgreSQL would). */
export const filterText = z
  .string()
  .trim()
  .max(255)
  .refine((s) => !s.includes('\u0000'), { message: 'no_nul' })
  .optional();
/** A filter date (SPEC §5: YYYY-MM-DD, a day that exists). */
export const filterDate = CalendarDateSchema.optional();
/** A yes/no filter (SPEC §9: 1 yes, 2 no). */
export const yesNoFilter = z.enum(['1', '2']).optional();
