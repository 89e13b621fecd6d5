import type { Knex } from '@feedhub/db';
import { z } from 'zod';
import { SCHEMA } from '../schema';

/**
 * The shared store of mapping suggestions (docs/mapping.md "Suggestions"): what the scorer found per
 * partner category or attribute, kept with the basis version it was computed on. Generic over the
 * entity; svc-catalog's category and attribute domains both write and read it.
 */

/** What a suggestion belongs to. */
export type SuggestionEntity = 'category' | 'attribute';

/** A structured reason as the scorer gives it; the service words it in the caller's language. */
export const StoredReasonSchema = z.object({
  source: z.string(),
  supplier: z.string(),
  matched: z.string(),
  count: z.number().optional(),
});
export type StoredReason = z.infer<typeof StoredReasonSchema>;

/**
 * One scored target. Fields beyond these (an attribute's unit conversion and option matches) are
 * kept as they were stored.
 */
export const StoredTargetSchema = z
  .object({
    code: z.string(),
    score: z.number(),
    sources: z.array(z.string()),
    reasons: z.array(StoredReasonSchema),
  })
  .passthrough();
export type StoredTarget = z.infer<typeof StoredTargetSchema>;

/** A scored target as a scorer gives it (extra fields, e.g. an attribute's unit, are stored as they are). */
export interface TargetToStore {
  code: string;
  score: number;
  sources: readonly string[];
  reasons: readonly StoredReason[];
}

/** At most this many targets are stored per category or attribute. */
export const STORED_TARGETS = 5;

/** A stored suggestion row. */
export interface StoredSuggestion {
  entityId: number;
  partnerId: number;
  top: StoredTarget[];
  bestCode: string | null;
  bestScore: number | null;
  confident: boolean;
  basis: number;
}

interface SuggestionRow {
  entity_id: number;
  partner_id: number;
  top: unknown;
  best_code: string | null;
  best_score: string | number | null;
  confident: boolean;
  basis: number;
}

const table = (knex: Knex) => knex.withSchema(SCHEMA).table('mapping_suggestions');

/** A stored row, its `top` checked (a row that does not parse reads as having no targets). */
function fromRow(row: SuggestionRow): StoredSuggestion {
  const parsed = z
    .array(StoredTargetSchema)
    .safeParse(typeof row.top === 'string' ? JSON.parse(row.top) : row.top);
  return {
    entityId: Number(row.entity_id),
    partnerId: Number(row.partner_id),
    top: parsed.success ? parsed.data : [],
    bestCode: row.best_code,
    bestScore: row.best_score === null ? null : Number(row.best_score),
    confident: row.confident,
    basis: Number(row.basis),
  };
}

/** The current basis version (what stored suggestions must match to be current). */
export async function currentBasis(knex: Knex): Promise<number> {
  const row = (await knex.withSchema(SCHEMA).table('suggestion_basis').where('id', 1).first('version')) as
    { version: number } | undefined;
  return row ? Number(row.version) : 0;
}

/** Bumps the basis version (a PIM sync, edited pivot links, a new threshold); returns the new one. */
export async function bumpBasis(knex: Knex): Promise<number> {
  const rows = (await knex
    .withSchema(SCHEMA)
    .table('suggestion_basis')
    .where('id', 1)
    .update({ version: knex.raw('version + 1'), changed_at: knex.fn.now() })
    .returning('version')) as { version: number }[];
  return rows.length ? Number(rows[0]!.version) : 0;
}

/**
 * The basis version for a confident threshold: when the threshold differs from the one the current
 * version was computed with (the setting changed), the version is bumped and the threshold noted.
 */
export async function basisFor(knex: Knex, threshold: number): Promise<number> {
  const row = (await knex
    .withSchema(SCHEMA)
    .table('suggestion_basis')
    .where('id', 1)
    .first('version', 'threshold')) as { version: number; threshold: string | number | null } | undefined;
  if (!row) return 0;
  if (row.threshold !== null && Number(row.threshold) === threshold) return Number(row.version);
  const rows = (await knex
    .withSchema(SCHEMA)
    .table('suggestion_basis')
    .where('id', 1)
    .update({
      version: row.threshold === null ? knex.raw('version') : knex.raw('version + 1'),
      threshold,
      changed_at: knex.fn.now(),
    })
    .returning('version')) as { version: number }[];
  return Number(rows[0]?.version ?? row.version);
}

/**
 * Stores the scored targets of some categories or attributes (replacing what they had), computed on
 * `basis`; `confident` is the best score against the threshold in force.
 */
export async function storeSuggestions(
  knex: Knex,
  entity: SuggestionEntity,
  rows: readonly { entityId: number; partnerId: number; top: readonly TargetToStore[] }[],
  basis: number,
  threshold: number,
): Promise<void> {
  const CHUNK = 500;
  for (let i = 0; i < rows.length; i += CHUNK) {
    const values = rows.slice(i, i + CHUNK).map((row) => {
      const top = row.top.slice(0, STORED_TARGETS);
      const best = top[0];
      return {
        entity,
        entity_id: row.entityId,
        partner_id: row.partnerId,
        top: JSON.stringify(top),
        best_code: best?.code ?? null,
        best_score: best ? Math.round(best.score * 10000) / 10000 : null,
        confident: best !== undefined && best.score >= threshold,
        basis,
        computed_at: knex.fn.now(),
      };
    });
    await table(knex)
      .insert(values)
      .onConflict(['entity', 'entity_id'])
      .merge(['partner_id', 'top', 'best_code', 'best_score', 'confident', 'basis', 'computed_at']);
  }
}

/** The columns a stored suggestion is read from. */
const STORED_COLUMNS = ['entity_id', 'partner_id', 'top', 'best_code', 'best_score', 'confident', 'basis'];

/** Stored suggestions of some categories or attributes, by id. */
export async function storedSuggestions(
  knex: Knex,
  entity: SuggestionEntity,
  ids: readonly number[],
): Promise<Map<number, StoredSuggestion>> {
  if (!ids.length) return new Map();
  const rows = (await table(knex)
    .where('entity', entity)
    .whereIn('entity_id', [...new Set(ids)])
    .select(...STORED_COLUMNS)) as SuggestionRow[];
  return new Map(rows.map((row) => [Number(row.entity_id), fromRow(row)]));
}

/** A partner's stored suggestions of an entity (the accept reads them all). */
export async function partnerSuggestions(
  knex: Knex,
  entity: SuggestionEntity,
  partnerId: number,
): Promise<Map<number, StoredSuggestion>> {
  const rows = (await table(knex)
    .where({ entity, partner_id: partnerId })
    .select(...STORED_COLUMNS)) as SuggestionRow[];
  return new Map(rows.map((row) => [Number(row.entity_id), fromRow(row)]));
}

/** Whether a partner has rows of an entity with no stored suggestion or one older than `basis`. */
export async function hasStaleSuggestions(
  knex: Knex,
  entity: SuggestionEntity,
  partnerId: number,
  entityTable: string,
  basis: number,
): Promise<boolean> {
  const row = (await knex
    .withSchema(SCHEMA)
    .table(`${entityTable} as e`)
    .leftJoin('mapping_suggestions as s', (on) => on.on('s.entity_id', 'e.id').andOnVal('s.entity', entity))
    .where('e.partner_id', partnerId)
    .where((w) => w.whereNull('s.basis').orWhere('s.basis', '<', basis))
    .first(knex.raw('1 as stale'))) as { stale: number } | undefined;
  return row !== undefined;
}

/**
 * The list filter "has a confident suggestion" (1) or not (2) as a where clause and its bindings, on a
 * list whose row id is `idColumn` (e.g. 'c.id'): `qb.whereRaw(...whereSuggested(...))`.
 */
export function whereSuggested(
  entity: SuggestionEntity,
  idColumn: string,
  value: '1' | '2',
): [string, string[]] {
  const exists = `exists (select 1 from ${SCHEMA}.mapping_suggestions ms
    where ms.entity = ? and ms.entity_id = ${idColumn} and ms.confident)`;
  return [value === '1' ? exists : `not ${exists}`, [entity]];
}

/** Forgets the stored suggestions of some rows (deleted categories or attributes). */
export async function deleteSuggestions(
  knex: Knex,
  entity: SuggestionEntity,
  ids: readonly number[],
): Promise<void> {
  if (ids.length)
    await table(knex)
      .where('entity', entity)
      .whereIn('entity_id', [...new Set(ids)])
      .delete();
}
