import { normalizeText, stem } from '../text/normalize';
import { canonicalWords } from '../text/synonyms';
import { carry, pimPath, type CategoryIndex } from './category-index';
import type { Ballot } from './evidence';
import { PRODUCT_LINES } from './product-lines';
import { englishOf } from './translate';
import { contentStems, coverage } from '../text/words';

const MAX_TITLES = 30;
const MAX_WINDOW = 3;
/** Titles vote with this weight at most: a title names its product's type, not always the category's. */
const TITLES_WEIGHT = 0.88;
/** Fewer titles than this weigh proportionally less. */
const FULL_VOTE_TITLES = 3;
/** "Akku für iPhone 12": the type is named before these words, what it fits after them. */
const FOR_WORDS = new Set(['for', 'fur', 'pour', 'для', 'do', 'dla', 'per', 'para', 'til', 'for', 'voor', 'pro', 'skirta', 'varten', 'jaoks', 'priekš', 'prieks']);

interface TypeHit {
  /** Pivot nodes or PIM categories named by the words. */
  nodes: ArrayLike<number>;
  pim: ArrayLike<number>;
  start: number;
  length: number;
  text: string;
}

/** The product-type words of one title: the longest run of words that is a category label somewhere. */
function typeOfTitle(index: CategoryIndex, title: string): TypeHit | null {
  const { index: labels, nodesOf } = index.pivot.labels();
  const raw = canonicalWords(normalizeText(title)).split(' ').filter(Boolean).slice(0, 30);
  const forAt = raw.findIndex((w) => FOR_WORDS.has(w));
  const stems = raw.map(stem);
  let best: TypeHit | null = null;
  for (let length = MAX_WINDOW; length >= 1 && !best; length--) {
    for (let start = 0; start + length <= stems.length; start++) {
      const words = raw.slice(start, start + length);
      if (words.every((w) => w.length < 3 || /\d/.test(w))) continue;
      const key = stems.slice(start, start + length).join(' ');
      const doc = labels.exactKey(key);
      const pimDoc = index.pimLabels.exactKey(key);
      if (doc === undefined && pimDoc === undefined) continue;
      const hit: TypeHit = {
        nodes: doc === undefined ? [] : nodesOf(doc),
        pim: pimDoc === undefined ? [] : index.pimLabelCategories[pimDoc],
        start,
        length,
        text: words.join(' '),
      };
      const beforeFor = forAt < 0 || start < forAt;
      if (!best || (beforeFor && !(forAt < 0 || best.start < forAt))) best = hit;
    }
  }
  if (best) return best;
  // No word is a label: the words rendered in English through the pivot, or a known product line,
  // read against the PIM's English labels.
  const joined = ` ${raw.join(' ')} `;
  const line = PRODUCT_LINES.find(([words]) => joined.includes(` ${words} `));
  const english = line
    ? contentStems(line[1])
    : raw.filter((w) => w.length >= 4 && !/\d/.test(w)).slice(0, 6).flatMap((w) => [...contentStems(w), ...englishOf(index.pivot, w)]);
  const named = pimNamedBy(index, english);
  if (named.length === 0) return null;
  return { nodes: [], pim: named, start: 0, length: 0, text: line ? line[0] : raw.slice(0, 4).join(' ') };
}

/** The most specific PIM categories whose every English word is among the given words. */
function pimNamedBy(index: CategoryIndex, english: string[]): number[] {
  if (english.length === 0) return [];
  let best: number[] = [];
  let most = 0;
  index.categories.forEach((c, i) => {
    const words = contentStems(c.labels.en ?? '');
    if (words.length === 0 || coverage(words, english) < 1) return;
    if (words.length > most) {
      most = words.length;
      best = [i];
    } else if (words.length === most) best.push(i);
  });
  return best;
}

/**
 * The titles of the category's own products: each title names a product type ("Galaxy Tab S9
 * Hülle" → case, "Pralka Samsung WW90" → washing machine); the types most titles agree on vote for
 * the PIM categories they carry to, by the share of titles.
 */
export function titlesEvidence(index: CategoryIndex, titles: readonly string[], ballot: Ballot): void {
  const considered = titles.filter((t) => typeof t === 'string' && t.trim() !== '').slice(0, MAX_TITLES);
  if (considered.length === 0) return;
  const votes = new Map<number, { share: number; count: number; example: string; matched: string }>();
  for (const title of considered) {
    const hit = typeOfTitle(index, title);
    if (!hit) continue;
    // One vote per title, split between the distinct things it names (a pivot node carried to its
    // linked PIM categories counts once, whatever their number): "Cases" alone names too much to count.
    const named = new Map<number, { weight: number; matched: string; via: number }>();
    for (let i = 0; i < hit.pim.length; i++) named.set(hit.pim[i], { weight: 1, matched: pimPath(index, hit.pim[i]), via: -1 - hit.pim[i] });
    for (let i = 0; i < hit.nodes.length; i++) {
      const node = hit.nodes[i];
      for (const c of carry(index, node)) {
        const known = named.get(c.category);
        if (known && known.weight >= c.weight) continue;
        named.set(c.category, { weight: c.weight, matched: (index.pivot.pathOf(index.pivot.idAt(c.via)) ?? []).join(' › '), via: c.via });
      }
    }
    const things = new Set([...named.values()].map((n) => n.via)).size;
    for (const [category, { weight, matched }] of named) {
      const vote = votes.get(category) ?? { share: 0, count: 0, example: title.slice(0, 120), matched };
      vote.share += weight / things;
      vote.count += 1;
      votes.set(category, vote);
    }
  }
  const denominator = Math.max(considered.length, FULL_VOTE_TITLES);
  for (const [category, vote] of votes) {
    ballot.add({
      channel: 'titles',
      category,
      score: TITLES_WEIGHT * Math.min(1, vote.share / denominator),
      reason: { source: 'titles', supplier: vote.example, matched: vote.matched, count: vote.count },
    });
  }
}
