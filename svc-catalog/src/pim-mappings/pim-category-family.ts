import type { Knex } from '@feedhub/db';
import { SCHEMA } from '../schema';

/**
 * The family a partner category mapped to a PIM category gets when nobody chose one (an accepted
 * suggestion, the mapping modal's prefill, a save with an empty family). In order:
 *  1. the family set for the PIM category on the PIM category mapping screen;
 *  2. else the one set for its nearest ancestor there (a family set on "Laptops" serves "Business laptops");
 *  3. else the family most partner categories mapped to the PIM category use;
 *  4. else the family whose code is the PIM category's or its nearest ancestor's code (PIMs commonly
 *     name a family after the category it describes: laptops, monitors, tablets).
 * Only families the PIM still has are answered. Without any of these the category has no family and
 * stays for a person to map.
 */
export async function familiesForPimCategories(
  knex: Knex,
  codes: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(codes)];
  if (!wanted.length) return new Map();
  const [categories, families, screen, usage] = await Promise.all([
    knex.withSchema(SCHEMA).table('pim_categories').select('code', 'parent_code') as Promise<
      { code: string; parent_code: string | null }[]
    >,
    knex.withSchema(SCHEMA).table('pim_families').pluck('code') as Promise<string[]>,
    knex
      .withSchema(SCHEMA)
      .table('pim_category_mappings')
      .whereNotNull('family')
      .select('pim_category_code as code', 'family') as Promise<{ code: string; family: string }[]>,
    knex
      .withSchema(SCHEMA)
      .table('partner_categories')
      .where('is_mapped', true)
      .whereNotNull('family')
      .whereIn('pim_category_code', wanted)
      .groupBy('pim_category_code', 'family')
      .select('pim_category_code as code', 'family', knex.raw('count(*)::int as uses')) as Promise<
      { code: string; family: string; uses: number }[]
    >,
  ]);
  const known = new Set(families);
  const parentOf = new Map(categories.map((c) => [c.code, c.parent_code]));
  const onScreen = new Map(screen.filter((row) => known.has(row.family)).map((row) => [row.code, row.family]));
  const mostUsed = new Map<string, { family: string; uses: number }>();
  for (const row of usage) {
    if (!known.has(row.family)) continue;
    const best = mostUsed.get(row.code);
    if (!best || row.uses > best.uses || (row.uses === best.uses && row.family < best.family))
      mostUsed.set(row.code, { family: row.family, uses: row.uses });
  }
  /** The code and its ancestors, nearest first (a cycle in a PIM's data ends the walk). */
  const lineage = (code: string): string[] => {
    const out: string[] = [];
    for (let at: string | null | undefined = code; at && !out.includes(at); at = parentOf.get(at)) out.push(at);
    return out;
  };
  const answer = new Map<string, string>();
  for (const code of wanted) {
    const line = lineage(code);
    const family =
      line.map((c) => onScreen.get(c)).find(Boolean) ??
      mostUsed.get(code)?.family ??
      line.find((c) => known.has(c));
    if (family) answer.set(code, family);
  }
  return answer;
}
