import type { Pivot } from '../pivot/pivot';
import { contentStems, coverage } from '../text/words';
import type { PimCategoryInput, PivotLinkInput } from './types';

/** An automatic link needs at least this score. */
export const LINK_MIN_SCORE = 0.7;
/** Other nodes this close to the best are linked too (one PIM category, several pivot branches). */
const LINK_MARGIN = 0.08;
const MAX_LINKS_PER_CATEGORY = 3;
/** A category the pivot has no node for takes its parent's links at this share of their score. */
const INHERITED = 0.9;

interface Chain {
  category: PimCategoryInput;
  /** Ancestors' content words (English), nearest first. */
  context: string[];
  depth: number;
}

/**
 * Links each PIM category to the pivot nodes its English label names. Word by word: every word of
 * the PIM label must be in the node's label ("Laptop bags" is not "Laptops"), and the node's other
 * words must be explained by the PIM category's path ("Monitors" under "Computers" is "Computer
 * Monitors", not "Baby Monitors"); the rest of both paths breaks ties ("Chargers" under phones).
 * A category the pivot lacks ("Gaming laptops", "iPhones") takes its parent's links; a catalogue
 * root or a tree whose top matches nothing (campaigns: "Black Friday", "Outlet") gets none, since a
 * campaign is not a product type. The Estonian label cannot help here (the pivot has no Estonian):
 * it is matched directly by the scorer instead.
 */
export function suggestPivotLinks(p: Pivot, categories: PimCategoryInput[]): PivotLinkInput[] {
  const { index, nodesOf } = p.labels();
  const byCode = new Map(categories.map((c) => [c.code, c]));
  const chains: Chain[] = categories.map((category) => {
    const context: string[] = [];
    const seen = new Set<string>([category.code]);
    let depth = 0;
    for (let parent = category.parent; parent !== null && !seen.has(parent); depth++) {
      seen.add(parent);
      const up = byCode.get(parent);
      if (!up) break;
      context.push(...contentStems(up.labels.en ?? ''));
      parent = up.parent;
    }
    return { category, context, depth };
  });
  const enWords = new Map<number, string[]>();
  const wordsOf = (node: number): string[] => {
    let found = enWords.get(node);
    if (!found) {
      found = contentStems(p.labelAt(node, 'en'));
      enWords.set(node, found);
    }
    return found;
  };
  const linksOf = new Map<string, PivotLinkInput[]>();
  // Parents before children, so a child can take its parent's links.
  for (const { category, context, depth } of [...chains].sort((a, b) => a.depth - b.depth)) {
    const label = category.labels.en ?? '';
    const scored: { node: number; score: number }[] = [];
    // "Tripods and gimbals": each named type may link on its own.
    // Not for a category with children: "TV and audio" is a department, not televisions.
    const hasChildren = categories.some((c) => c.parent === category.code);
    const parts = [label, ...(!hasChildren && / and |&|,/.test(label) ? label.split(/ and |&|,/) : [])];
    let wholeBest = 0;
    for (const [at, part] of parts.entries()) {
      const own = contentStems(part);
      // Parts only when the whole label names no node, and a little below it.
      if (at === 1) wholeBest = scored[0]?.score ?? 0;
      if (own.length === 0 || (at > 0 && wholeBest >= LINK_MIN_SCORE)) continue;
      const partWeight = at === 0 ? 1 : 0.95;
      const candidates = new Set<number>();
      for (const hit of index.query(part, 120, 0.25))
        for (const node of nodesOf(hit.doc)) candidates.add(node);
      for (const node of candidates) {
        const nodeWords = wordsOf(node);
        const named = coverage(own, nodeWords);
        if (named < 1) continue;
        const lineage = [
          ...new Set(
            p
              .lineage(node)
              .slice(0, -1)
              .flatMap((a) => wordsOf(a)),
          ),
        ];
        // The node's other words are explained by the PIM path, or repeat its own parents
        // ("Tablet Computers" under "Computers" is just tablets).
        const explained =
          0.65 * coverage(nodeWords, [...own, ...context]) +
          0.35 * coverage(nodeWords, [...own, ...context, ...lineage]);
        const agreement = Math.max(coverage(lineage, context), coverage(context, lineage));
        const score =
          depth === 0 ? 0 : Math.min(1, 0.52 + 0.3 * explained + 0.2 * agreement - 0.015 * p.depthAt(node));
        scored.push({ node, score: score * partWeight });
      }
      scored.sort((a, b) => b.score - a.score);
    }
    scored.sort((a, b) => b.score - a.score || p.depthAt(a.node) - p.depthAt(b.node));
    // A node named by the whole label and by one of its parts is linked once.
    for (let i = scored.length - 1; i > 0; i--)
      if (scored.findIndex((o) => o.node === scored[i].node) < i) scored.splice(i, 1);
    const best = scored[0]?.score ?? 0;
    let links: PivotLinkInput[] = [];
    if (best >= LINK_MIN_SCORE) {
      links = scored
        .slice(0, MAX_LINKS_PER_CATEGORY)
        .filter(({ score }) => score >= Math.max(LINK_MIN_SCORE, best - LINK_MARGIN))
        .map(({ node, score }) => ({
          code: category.code,
          node: p.idAt(node),
          source: 'auto',
          score: round(score),
        }));
    } else if (category.parent !== null) {
      links = (linksOf.get(category.parent) ?? []).map((l) => ({
        ...l,
        code: category.code,
        score: round((l.score ?? 0) * INHERITED),
      }));
    }
    linksOf.set(category.code, links);
  }
  return categories.flatMap((c) => linksOf.get(c.code) ?? []);
}

const round = (score: number): number => Math.round(score * 1000) / 1000;
