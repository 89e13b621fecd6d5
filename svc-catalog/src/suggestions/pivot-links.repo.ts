import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A PIM category's link to a pivot taxonomy node, as stored. */
export interface StoredPivotLink {
  code: string;
  node: string;
  source: 'auto' | 'manual';
  score: number | null;
}

const table = (knex: Knex) => knex.withSchema(SCHEMA).table('pivot_links');

const fromRow = (row: {
  pim_category_code: string;
  node: string;
  source: string;
  score: string | number | null;
}) => ({
  code: row.pim_category_code,
  node: row.node,
  source: row.source === 'manual' ? ('manual' as const) : ('auto' as const),
  score: row.score === null ? null : Number(row.score),
});

/** Every pivot link (what the scorer's index is built from), or those of some PIM categories. */
export async function pivotLinks(knex: Knex, codes?: readonly string[]): Promise<StoredPivotLink[]> {
  const qb = table(knex)
    .select('pim_category_code', 'node', 'source', 'score')
    .orderBy(['pim_category_code', 'node']);
  if (codes) qb.whereIn('pim_category_code', [...new Set(codes)]);
  return ((await qb) as Parameters<typeof fromRow>[0][]).map(fromRow);
}

/** Whether any link is stored (the first start links the PIM's categories when none is). */
export async function hasPivotLinks(knex: Knex): Promise<boolean> {
  return (await table(knex).first('node')) !== undefined;
}

/**
 * Replaces the automatic links with `links`, keeping the manual links of PIM categories in `keepCodes`
 * (codes the PIM still has); a category with manual links gets no automatic ones.
 */
export async function relink(
  knex: Knex,
  links: readonly StoredPivotLink[],
  keepCodes: ReadonlySet<string>,
): Promise<void> {
  const manual = (await pivotLinks(knex)).filter((l) => l.source === 'manual');
  const manualCodes = new Set(manual.filter((l) => keepCodes.has(l.code)).map((l) => l.code));
  await table(knex)
    .where((w) => w.where('source', 'auto').orWhereNotIn('pim_category_code', [...manualCodes]))
    .delete();
  const rows = links
    .filter((l) => !manualCodes.has(l.code))
    .map((l) => ({ pim_category_code: l.code, node: l.node, source: 'auto', score: l.score }));
  for (let i = 0; i < rows.length; i += 500)
    await table(knex)
      .insert(rows.slice(i, i + 500))
      .onConflict(['pim_category_code', 'node'])
      .ignore();
}

/** A person's links for a PIM category (replacing what it had). */
export async function setManualLinks(knex: Knex, code: string, nodes: readonly string[]): Promise<void> {
  await table(knex).where('pim_category_code', code).delete();
  const rows = [...new Set(nodes)].map((node) => ({
    pim_category_code: code,
    node,
    source: 'manual',
    score: null,
  }));
  if (rows.length) await table(knex).insert(rows);
}

/** Replaces a PIM category's links with automatic ones (a person cleared their links). */
export async function setAutoLinks(
  knex: Knex,
  code: string,
  links: readonly StoredPivotLink[],
): Promise<void> {
  await table(knex).where('pim_category_code', code).delete();
  const rows = links
    .filter((l) => l.code === code)
    .map((l) => ({ pim_category_code: code, node: l.node, source: 'auto', score: l.score }));
  if (rows.length) await table(knex).insert(rows).onConflict(['pim_category_code', 'node']).ignore();
}
