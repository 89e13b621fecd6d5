import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, SELECT_LIST_PER_PAGE } from './constants';

/** `{ data, message? }` envelope around a payload schema. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data, message: z.string().optional() });
}

/** `{ data: { rows, total }, message? }` envelope around a row schema. */
export function listEnvelope<T extends z.ZodType>(row: T) {
  return dataEnvelope(z.object({ rows: z.array(row), total: z.number().int().nonnegative() }));
}

/** A list page. */
export interface ListPage<T> {
  /** Rows of this page. */
  rows: T[];
  /** Rows matching the filter, over all pages. */
  total: number;
}

/** Sort directions. */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;

/** Positive integer id from a path or body (accepts numeric strings, refuses `1e3`, `-1`, `1.5`). */
export const IdSchema = z.coerce
  .string()
  .regex(/^[1-9][0-9]{0,14}$/, { message: 'integer' })
  .transform(Number);

/** Path parameters of `/{id}` routes. */
export const IdParamsSchema = z.object({ id: IdSchema });

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
      page: z.coerce.number().int().min(1).max(1_000_000).default(1),
      perPage: z.coerce.number().int().min(1).max(maxPerPage).default(DEFAULT_PAGE_SIZE),
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
/** A filter date (SPEC §5: YYYY-MM-DD). */
export const filterDate = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, { message: 'date' })
  .optional();
/** A yes/no filter (SPEC §9: 1 yes, 2 no). */
export const yesNoFilter = z.enum(['1', '2']).optional();
