import { contentStems, coverage } from '../text/words';
import { pimPath, type CategoryIndex } from './category-index';
import type { Ballot } from './evidence';
import { showPath } from './evidence';
import { englishWords } from './translate';
import { PRODUCT_LINES } from './product-lines';
import { normalizeText } from '../text/normalize';
import { renderRetailWords } from '../text/retail-lexicon';

/**
 * Words of a PIM label that say what kind of thing, not which ("UPS devices"): a path naming the
 * rest names the category, when the rest is more than one word ("UPS" reads as uninterruptible power
 * supply; "Streaming" alone is not "Streaming devices", nor "Office" "Office equipment").
 */
const KIND_WORDS = new Set(['devic', 'equipment']);
const namingWords = (words: string[]) => {
  const naming = words.filter((w) => !KIND_WORDS.has(w));
  return naming.length > 1 ? naming : words;
};

/** A level's words, as englishWords splits them. */
const leafTokens = (text: string) =>
  normalizeText(text)
    .split(' ')
    .filter((w) => w.length > 1)
    .slice(0, 8);

/** A category named only by the leaf's context words, beside one its new words name, keeps this share. */
const CONTEXT_ONLY = 0.8;

/** PIM labels' English content words, per category (memoised on the index object). */
const pimWords = new WeakMap<CategoryIndex, string[][]>();

function wordsOfPim(index: CategoryIndex): string[][] {
  let words = pimWords.get(index);
  if (!words) {
    words = index.categories.map((c) => contentStems(c.labels.en ?? ''));
    pimWords.set(index, words);
  }
  return words;
}

/**
 * The supplier's leaf (and its parent) rendered in English word by word through the pivot, then
 * read against the PIM's English labels: a PIM category whose every word is there, one of them from
 * the leaf, is named by the path ("Monitory komputerowe › Dla graczy" → "Gaming monitors"). More
 * words named weigh more: the specific category beats its parent.
 */
export function translatedEvidence(index: CategoryIndex, levels: string[], ballot: Ballot): void {
  if (levels.length === 0) return;
  const leafText = levels[levels.length - 1];
  const line = PRODUCT_LINES.find(([words]) => ` ${normalizeText(leafText)} `.includes(` ${words} `));
  const leaf = [...englishWords(index.pivot, leafText), ...(line ? contentStems(line[1]) : [])];
  if (leaf.length === 0) return;
  const parent = levels.length > 1 ? englishWords(index.pivot, levels[levels.length - 2]) : [];
  const all = [...leaf, ...parent];
  // Leaf words the department already says are context ("komputerowe" of "Myszy komputerowe" under
  // "Komputery"): the leaf's other words name what it is. The department is the levels above the
  // parent (the parent itself when there is none): a parent often lists what the leaf is
  // ("Klawiatury i myszki › Myszy").
  const department = levels.length > 2 ? levels.slice(0, -2) : levels.slice(0, -1);
  const said = new Set(department.flatMap((level) => englishWords(index.pivot, level)));
  const fresh = leafTokens(leafText)
    .map((token) => englishWords(index.pivot, token))
    .filter((words) => !words.some((w) => said.has(w)))
    .flat();
  const anyFresh = fresh.length > 0;
  wordsOfPim(index).forEach((labelWords, category) => {
    const words = namingWords(labelWords);
    if (words.length === 0 || !words.some((w) => leaf.includes(w))) return;
    if (coverage(words, all) < 1) return;
    const fromLeaf = coverage(words, leaf);
    const score = (0.62 + 0.1 * Math.min(words.length, 3)) * (0.85 + 0.15 * fromLeaf);
    const freshly = words.some((w) => fresh.includes(w));
    ballot.add({
      channel: 'pim',
      category,
      score: anyFresh && !freshly ? CONTEXT_ONLY * score : score,
      reason: { source: 'taxonomy', supplier: showPath(levels.slice(-2)), matched: pimPath(index, category) },
    });
  });
}

/**
 * The PIM categories a supplier leaf names beyond their parent: every English word of the category is
 * in the leaf or the level above, and what sets it apart from its parent ("gaming" of Gaming laptops)
 * is in the leaf itself, as written or through the retail lexicon ("Laptopy dla graczy", "Игровые").
 * Only the leaf's own words count here, not the pivot's looser renderings.
 */
export function namedSpecifically(
  index: CategoryIndex,
  leafText: string,
  parentText: string,
): { specific: Set<number>; withContext: Set<number> } {
  const read = (text: string) => [...contentStems(text), ...contentStems(renderRetailWords(text) ?? '')];
  const leaf = read(leafText);
  const all = [...leaf, ...read(parentText), ...englishWords(index.pivot, parentText)];
  const specific = new Set<number>();
  // Those that also need the level above ("Monitory › Dla graczy": monitors from above, gaming
  // from the leaf), unlike a leaf listing its own words ("Projectors & Screens").
  const withContext = new Set<number>();
  const pim = wordsOfPim(index);
  pim.forEach((words, category) => {
    const parent = index.ancestors[category][0];
    if (parent === undefined || words.length === 0 || coverage(words, all) < 1) return;
    const own = words.filter((w) => !pim[parent].includes(w));
    if (own.length === 0 || coverage(own, leaf) < 1) return;
    specific.add(category);
    if (coverage(words, leaf) < 1) withContext.add(category);
  });
  return { specific, withContext };
}

/** A PIM category's English content words, stemmed ("Gaming monitors" → gaming, monitor). */
export const englishWordsOf = (index: CategoryIndex, category: number): string[] =>
  wordsOfPim(index)[category] ?? [];
