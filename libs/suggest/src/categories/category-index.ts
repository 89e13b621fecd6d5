import type { Pivot } from '../pivot/pivot';
import { LabelIndex } from '../text/label-index';
import type { PimCategoryInput, PivotLinkInput } from './types';

/** How far up the pivot a node may look for a linked ancestor: beyond that the PIM category is too broad. */
export const MAX_CARRY = 3;
/** Each level climbed to reach a linked ancestor costs this share of the score. */
export const CARRY_DECAY = 0.88;
/** An umbrella node carried down to the PIM category above its linked descendants. */
const UMBRELLA_WEIGHT = 0.92;
/** The share of the categories linked beneath an umbrella node its PIM category must hold. */
const UMBRELLA_SHARE = 0.75;
/** A linked node's umbrella counts at this share of an unlinked one's. */
const LINKED_UMBRELLA = 0.9;

export interface CarriedCode {
  /** Index of the PIM category in CategoryIndex.categories. */
  category: number;
  /** Link weight × decay for the levels climbed, 0..1. */
  weight: number;
  /** The linked pivot node it was carried from. */
  via: number;
}

/** The PIM's categories with their pivot links, ready for scoring (built once per sync or link change). */
export interface CategoryIndex {
  pivot: Pivot;
  categories: PimCategoryInput[];
  links: PivotLinkInput[];
  /** Category index by code. */
  byCode: Map<string, number>;
  /** Ancestors of each category (indexes), nearest first. */
  ancestors: number[][];
  /** Whether a category has children. */
  hasChildren: boolean[];
  /** PIM labels (English and Estonian) → the categories carrying them. */
  pimLabels: LabelIndex;
  pimLabelCategories: Int32Array[];
  /** Pivot node → the PIM categories linked to it, with the link's weight. */
  linked: Map<number, { category: number; weight: number }[]>;
  /** Pivot node → what it carries to (its own links or its nearest linked ancestor's), memoised. */
  carried: Map<number, CarriedCode[]>;
  /** Pivot node → the PIM categories linked anywhere below it (for umbrella names such as "Kodinkoneet"). */
  below: Map<number, Set<number>>;
}

/** A manual link is trusted fully; an automatic one by its own score. */
function linkWeight(link: PivotLinkInput): number {
  if (link.source === 'manual') return 1;
  return 0.85 + 0.15 * Math.max(0, Math.min(1, link.score ?? 0.8));
}

export function buildCategoryIndex(
  p: Pivot,
  categories: PimCategoryInput[],
  links: PivotLinkInput[],
): CategoryIndex {
  const byCode = new Map(categories.map((c, i) => [c.code, i]));
  const ancestors = categories.map((c) => {
    const out: number[] = [];
    const seen = new Set<number>();
    for (let parent = c.parent; parent !== null;) {
      const at = byCode.get(parent);
      if (at === undefined || seen.has(at)) break;
      seen.add(at);
      out.push(at);
      parent = categories[at].parent;
    }
    return out;
  });
  const hasChildren = categories.map(() => false);
  for (const c of categories) {
    const at = c.parent === null ? undefined : byCode.get(c.parent);
    if (at !== undefined) hasChildren[at] = true;
  }
  const pimLabels = new LabelIndex();
  const docCategories: number[][] = [];
  categories.forEach((c, i) => {
    for (const label of [c.labels.en, c.labels.et]) {
      if (!label) continue;
      const doc = pimLabels.add(label);
      if (doc < 0) continue;
      const list = (docCategories[doc] ??= []);
      if (!list.includes(i)) list.push(i);
    }
  });
  pimLabels.freeze();
  const linked = new Map<number, { category: number; weight: number }[]>();
  for (const link of links) {
    const node = p.indexOfId(link.node);
    const category = byCode.get(link.code);
    if (node < 0 || category === undefined) continue;
    const list = linked.get(node) ?? [];
    const weight = linkWeight(link);
    const known = list.find((l) => l.category === category);
    if (known) known.weight = Math.max(known.weight, weight);
    else list.push({ category, weight });
    linked.set(node, list);
  }
  return {
    pivot: p,
    categories,
    links,
    byCode,
    ancestors,
    hasChildren,
    pimLabels,
    pimLabelCategories: Array.from({ length: pimLabels.size }, (_, d) =>
      Int32Array.from(docCategories[d] ?? []),
    ),
    linked,
    carried: new Map(),
    below: linkedBelow(p, linked),
  };
}

/** For every pivot node above a linked one, the PIM categories linked beneath it. */
function linkedBelow(p: Pivot, linked: Map<number, { category: number }[]>): Map<number, Set<number>> {
  const below = new Map<number, Set<number>>();
  for (const [node, links] of linked) {
    for (let at = p.parentAt(node); at >= 0; at = p.parentAt(at)) {
      const set = below.get(at) ?? new Set<number>();
      for (const l of links) set.add(l.category);
      below.set(at, set);
    }
  }
  return below;
}

/**
 * The lowest PIM category above all the given ones (itself when there is one), or -1 when only a
 * root covers them: a root is a catalogue, too broad to suggest. With `share` below 1, the lowest
 * one above that share of them (one stray link under an umbrella node does not make it the root).
 */
export function commonCategory(index: CategoryIndex, categories: Iterable<number>, share = 1): number {
  const list = [...categories];
  if (list.length === 0) return -1;
  const counts = new Map<number, number>();
  for (const c of list) for (const a of [c, ...index.ancestors[c]]) counts.set(a, (counts.get(a) ?? 0) + 1);
  const needed = Math.ceil(list.length * share - 1e-9);
  let best = -1;
  for (const [category, count] of counts) {
    if (count < needed) continue;
    if (best < 0 || index.ancestors[category].length > index.ancestors[best].length) best = category;
  }
  return best >= 0 && index.ancestors[best].length > 0 ? best : -1;
}

/** The PIM categories a pivot node stands for: its own links, else its nearest linked ancestor's. */
export function carry(index: CategoryIndex, node: number): CarriedCode[] {
  const memo = index.carried.get(node);
  if (memo) return memo;
  let out: CarriedCode[] = [];
  // An umbrella node with PIM categories linked beneath it stands for their common PIM category;
  // a linked one too, a little less, when that category is above its own links ("Cameras" also
  // holds the camcorders: photo and video).
  const beneath = index.below.get(node);
  const common = beneath && beneath.size > 1 ? commonCategory(index, beneath, UMBRELLA_SHARE) : -1;
  const own = index.linked.get(node);
  if (common >= 0 && !own) out = [{ category: common, weight: UMBRELLA_WEIGHT, via: node }];
  else if (common >= 0 && own && own.every((l) => index.ancestors[l.category].includes(common))) {
    out = [{ category: common, weight: UMBRELLA_WEIGHT * LINKED_UMBRELLA, via: node }];
  }
  let at = node;
  for (let climbed = 0; at >= 0 && climbed <= MAX_CARRY; climbed++) {
    const links = index.linked.get(at);
    if (links && links.length > 0) {
      const via = at;
      out.push(
        ...links.map((l) => ({ category: l.category, weight: l.weight * CARRY_DECAY ** climbed, via })),
      );
      break;
    }
    at = index.pivot.parentAt(at);
  }
  index.carried.set(node, out);
  return out;
}

/** A PIM category's path in English (falling back to Estonian, then the code). */
export function pimPath(index: CategoryIndex, category: number): string {
  const chain = [category, ...index.ancestors[category]].reverse();
  return chain
    .map((i) => index.categories[i].labels.en ?? index.categories[i].labels.et ?? index.categories[i].code)
    .join(' › ');
}
