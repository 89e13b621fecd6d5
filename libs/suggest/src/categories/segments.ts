import type { LabelIndex } from '../text/label-index';
import { normalizeText } from '../text/normalize';

/** How many levels of a path are looked at, leaf first: deeper ones add nothing but time. */
export const MAX_LEVELS = 6;

/**
 * A supplier path made safe to score: trimmed, empty levels dropped, each level cut to a sane
 * length, only the last MAX_LEVELS kept (a 300-level path is scored on its last six).
 */
export function cleanPath(path: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = path.length - 1; i >= 0 && out.length < MAX_LEVELS; i--) {
    const level = typeof path[i] === 'string' ? path[i].slice(0, 300).trim() : '';
    if (normalizeText(level) !== '') out.push(level);
  }
  return out.reverse();
}

/** The nodes (or PIM categories) each level of a path resembles, with the similarity, leaf last. */
export type LevelMatches = Map<number, number>[];

/**
 * Queries every level of a path against a label index and spreads each matching label to the items
 * carrying it (pivot nodes, or PIM categories): item → best similarity, per level.
 */
export function matchLevels(
  levels: string[],
  index: LabelIndex,
  itemsOf: (doc: number) => ArrayLike<number>,
  minSim: number,
  limit = 40,
): LevelMatches {
  return levels.map((level) => {
    const found = new Map<number, number>();
    for (const hit of index.query(level, limit, minSim)) {
      const items = itemsOf(hit.doc);
      for (let i = 0; i < items.length; i++) {
        const item = items[i];
        if ((found.get(item) ?? 0) < hit.sim) found.set(item, hit.sim);
      }
    }
    return found;
  });
}

/**
 * How well the levels above `level` agree with an item's ancestors (0..1): the best similarity of
 * any supplier level above with any ancestor. What tells "Akkus" under "Werkzeug" from "Akkus"
 * under "Handy".
 */
export function contextOf(matches: LevelMatches, level: number, ancestors: readonly number[]): number {
  let best = 0;
  for (let j = 0; j < level; j++) {
    const found = matches[j];
    if (found.size === 0) continue;
    for (const a of ancestors) {
      const sim = found.get(a);
      if (sim !== undefined && sim > best) best = sim;
    }
  }
  return best;
}

/** Words for accessories in the supplier languages. */
const ACCESSORY_WORD =
  /(?:^|\s)(?:accessories|zubehör|akcesoria|аксессуары|tarvikkeet|lisävarusteet|priedai|piederumi|accessoires|tarvikud)(?=\s|$)/iu;

/** "Etui do laptopów", "Akku für iPhone 12", "Case for iPad": the type comes before these words. */
const FOR_WORD = /\s(?:for|für|fur|pour|для|do|dla|per|para|til|för|voor|jaoks|varten|skirta|priekš|k|к)\s/iu;

/**
 * A leaf saying what a product is for is split into what it fits (read as a level above) and what
 * it is (the leaf): "Laptopy › Etui do laptopów" → "Laptopy › laptopów › Etui".
 */
export function headFirst(levels: string[]): string[] {
  const leaf = levels[levels.length - 1] ?? '';
  // "Zubehör Notebooks", "Аксессуары для смартфонов": accessories of a type are not the type.
  const accessory = ACCESSORY_WORD.exec(leaf);
  // "Kameras & Zubehör", "Komputery i akcesoria": the accessories are a second part, the type stands.
  const andAccessories = new RegExp(
    `(?:,|&|\\s(?:and|und|et|i|ja|ir|un|и|och|og|e|y))${ACCESSORY_WORD.source}`,
    'iu',
  );
  if (accessory && andAccessories.test(leaf)) {
    const rest = leaf.replace(andAccessories, ' ').trim();
    if (normalizeText(rest) !== '') return [...levels.slice(0, -1), rest];
  }
  if (accessory && normalizeText(leaf.replace(ACCESSORY_WORD, ' ').replace(FOR_WORD, ' ')) !== '') {
    const fits = leaf.replace(ACCESSORY_WORD, ' ').replace(FOR_WORD, ' ').trim();
    return [...levels.slice(0, -1), fits, accessory[0].trim()];
  }
  const at = leaf.search(FOR_WORD);
  if (at <= 0) return levels;
  const head = leaf.slice(0, at).trim();
  const fits = leaf.slice(at).replace(FOR_WORD, ' ').trim();
  if (normalizeText(head) === '' || normalizeText(fits) === '') return levels;
  return [...levels.slice(0, -1), fits, head];
}
