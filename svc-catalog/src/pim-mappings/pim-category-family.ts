import { queriesOn, type Knex } from '@feedhub/db';
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
  // The wanted codes' lineages only (a PIM may have thousands of categories): each code with its
  // ancestors, nearest first. A cycle in a PIM's data ends a walk (depth bound and the path check).
  const { rows: lines } = await knex.raw<{ rows: { start: string; code: string; depth: number }[] }>(
    `with recursive line(start, code, depth, seen) as (
       select c.code, c.code, 0, array[c.code::text] from ??.pim_categories c
       where c.code in (${wanted.map(() => '?').join(', ')})
       union all
       select l.start, p.parent_code, l.depth + 1, l.seen || p.parent_code::text
       from line l join ??.pim_categories p on p.code = l.code
       where p.parent_code is not null and not p.parent_code = any(l.seen) and l.depth < 100)
     select start, code, depth from line order by start, depth`,
    [SCHEMA, ...wanted, SCHEMA],
  );
  const lineOf = new Map<string, string[]>();
  for (const row of lines) {
    const line = lineOf.get(row.start) ?? [];
    line.push(row.code);
    lineOf.set(row.start, line);
  }
  const related = [...new Set(lines.map((row) => row.code))];
  const [screen, usage] = await queriesOn(knex, [
    () =>
      knex
        .withSchema(SCHEMA)
        .table('pim_category_mappings')
        .whereNotNull('family')
        .whereIn('pim_category_code', related)
        .select('pim_category_code as code', 'family') as Promise<{ code: string; family: string }[]>,
    () =>
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
  // Only families the PIM still has: those named on the screen, by usage, or like a lineage's code.
  const candidates = [
    ...new Set([...screen.map((r) => r.family), ...usage.map((r) => r.family), ...related]),
  ];
  const known = new Set(
    (await knex
      .withSchema(SCHEMA)
      .table('pim_families')
      .whereIn('code', candidates)
      .pluck('code')) as string[],
  );
  const onScreen = new Map(
    screen.filter((row) => known.has(row.family)).map((row) => [row.code, row.family]),
  );
  const mostUsed = new Map<string, { family: string; uses: number }>();
  for (const row of usage) {
    if (!known.has(row.family)) continue;
    const best = mostUsed.get(row.code);
    if (!best || row.uses > best.uses || (row.uses === best.uses && row.family < best.family))
      mostUsed.set(row.code, { family: row.family, uses: row.uses });
  }
  const answer = new Map<string, string>();
  for (const code of wanted) {
    // A code the PIM lacks has no lineage but may still be used by mapped categories.
    const line = lineOf.get(code) ?? [code];
    const family =
      line.map((c) => onScreen.get(c)).find(Boolean) ??
      mostUsed.get(code)?.family ??
      line.find((c) => known.has(c));
    if (family) answer.set(code, family);
  }
  return answer;
}
