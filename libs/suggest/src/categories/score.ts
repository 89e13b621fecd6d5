import { carry as carryFrom, type CategoryIndex } from './category-index';
import { Ballot, type Channel, type Vote } from './evidence';
import { partnersEvidence } from './partners-evidence';
import { partsEvidence } from './parts-evidence';
import { pimLabelEvidence } from './pim-evidence';
import { renderRetailWords } from '../text/retail-lexicon';
import { cleanPath, headFirst } from './segments';
import { taxonomyEvidence, type PathMatch } from './taxonomy-evidence';
import { titlesEvidence } from './titles-evidence';
import { englishWordsOf, namedSpecifically, translatedEvidence } from './translated-evidence';
import type { CategoryEvidence, CategorySource, ScoredCategory } from './types';

/** A Google category path or id is the merchant's own classification: strong, but coarse at times. */
const GOOGLE_WEIGHT = 0.9;
/** Two readings of the same words (pivot and PIM labels) agreeing add this share of the weaker one. */
const AGREEMENT_BONUS = 0.2;
/**
 * When the pivot reads the path as something the PIM has no category for ("Hundefutter" → Dog Food)
 * better than as anything the PIM has, the PIM's candidates lose this share of the difference.
 */
const UNEXPLAINED_PENALTY = 0.8;

/** A category named by one part of a level that names several ("TV" of "TV & home cinema"). */
const PART_ONLY = 0.7;
/**
 * The top candidate's score is multiplied by this when the path's own words point elsewhere: it rests
 * on titles or a Google category while the path reads as another, unrelated PIM
 * category ("Наушники › Galaxy Buds" whose titles say Galaxy: phones). Such a suggestion is shown, but
 * not accepted in bulk unless its evidence is strong: a wrong confident suggestion costs more than none.
 */
const DISAGREEMENT = 0.75;
/** The path's reading counts as pointing elsewhere from this text score on. */
const DISAGREEING_TEXT = 0.3;

const SOURCE_ORDER: CategorySource[] = ['partners', 'taxonomy', 'google_category', 'titles'];

/** The combined score, not yet capped at 1 (the uncapped value ranks categories that both reach 1). */
function combine(votes: Map<Channel, Vote>, unexplained: number): number {
  const pivot = votes.get('pivot')?.score ?? 0;
  const pim = votes.get('pim')?.score ?? 0;
  let text = Math.max(pivot, pim) + AGREEMENT_BONUS * Math.min(pivot, pim);
  if (unexplained > text) text -= UNEXPLAINED_PENALTY * (unexplained - text);
  text = Math.max(0, text);
  let miss = Math.max(0, 1 - text);
  for (const channel of ['google', 'titles', 'partners'] as const)
    miss *= 1 - Math.min(1, votes.get(channel)?.score ?? 0);
  // Past 1, what is left of the text score still tells two certain candidates apart.
  return 1 - miss + Math.max(0, text - 1);
}

/**
 * Scores the PIM categories for one supplier category from every piece of evidence it has: its
 * path (through the pivot in any of its languages, and the PIM's own English and Estonian labels),
 * its Google product category, its products' titles and the mappings already made. Independent
 * sources add up (1 − Π(1 − s)); the two readings of the path do not. Best first, 0..1.
 */
export function scoreCategory(index: CategoryIndex, evidence: CategoryEvidence, limit = 5): ScoredCategory[] {
  const levels = cleanPath(Array.isArray(evidence.path) ? evidence.path : []);
  const ballot = new Ballot();
  let path: PathMatch = { bestNode: -1, bestScore: 0, unlinkedScore: 0 };
  const partsOnly = new Set<number>();
  // Categories the leaf names word for word beyond their parent ("Laptopy dla graczy": gaming laptops).
  const { specific, withContext } =
    levels.length > 0
      ? namedSpecifically(index, levels[levels.length - 1], levels[levels.length - 2] ?? '')
      : { specific: new Set<number>(), withContext: new Set<number>() };
  if (levels.length > 0) {
    const headed = headFirst(levels);
    path = readPath(index, headed, ballot, partsOnly);
    // The same path with the retail lexicon's words in English ("Portatīvie datori" → "laptops"):
    // a second reading, for the languages the pivot lacks and the words it does not use.
    const rendered = headed.map((level) => renderRetailWords(level) ?? level);
    if (rendered.some((level, i) => level !== headed[i])) {
      const second = readPath(index, rendered, originalWords(ballot, rendered, headed), partsOnly);
      if (second.bestScore > path.bestScore) path = second;
    }
  }
  const google =
    typeof evidence.googleCategory === 'string' ? evidence.googleCategory.trim().slice(0, 1000) : '';
  if (google !== '') {
    const node = index.pivot.googleToNode(google);
    if (node !== null) {
      googleNodeEvidence(index, node, google, ballot);
    } else if (!/^\d+$/.test(google)) {
      // A localised Google path ("Électronique > Ordinateurs > Tablettes") reads like a supplier path.
      taxonomyEvidence(index, cleanPath(google.split(/\s*>\s*/)), ballot, 'google_category', GOOGLE_WEIGHT);
    }
  }
  if (Array.isArray(evidence.titles) && evidence.titles.length > 0)
    titlesEvidence(index, evidence.titles, ballot);
  if (Array.isArray(evidence.mapped) && evidence.mapped.length > 0)
    partnersEvidence(index, levels, evidence.mapped, ballot);

  const unexplained = path.unlinkedScore;
  const scored: (ScoredCategory & { raw: number })[] = [];
  for (const [category, votes] of ballot.entries()) {
    const raw = combine(votes, unexplained) * (partsOnly.has(category) ? PART_ONLY : 1);
    const score = Math.min(1, raw);
    if (score <= 0.05) continue;
    const reasons = [...votes.values()]
      .sort((a, b) => b.score - a.score)
      .filter((v, i, all) => all.findIndex((o) => o.reason.source === v.reason.source) === i)
      .map((v) => v.reason);
    const sources = SOURCE_ORDER.filter((s) => reasons.some((r) => r.source === s));
    scored.push({
      code: index.categories[category].code,
      score: Math.round(score * 1000) / 1000,
      sources,
      reasons,
      raw,
    });
  }
  preferSpecific(index, scored, specific, withContext, partsOnly);
  scored.sort((a, b) => b.raw - a.raw || a.code.localeCompare(b.code));
  discountDisagreement(index, scored, new Map(ballot.entries()));
  return scored.slice(0, Math.max(0, limit)).map(({ raw, ...rest }) => (void raw, rest));
}

/**
 * A category the leaf names beyond its parent ranks just above that parent (and any category above
 * it): the child wins only when the leaf names it specifically; otherwise the broader one stands.
 */
function preferSpecific(
  index: CategoryIndex,
  scored: (ScoredCategory & { raw: number })[],
  specific: Set<number>,
  withContext: Set<number>,
  partsOnly: Set<number>,
): void {
  const byCode = new Map(scored.map((s) => [s.code, s]));
  for (const category of specific) {
    const child = byCode.get(index.categories[category].code);
    if (!child || partsOnly.has(category)) continue;
    // Above its parents, and above another category named with fewer of the same words
    // ("Monitory › Dla graczy": Gaming monitors before Gaming).
    const words = englishWordsOf(index, category);
    const broader = [...specific].filter(
      (other) =>
        withContext.has(category) &&
        other !== category &&
        englishWordsOf(index, other).length < words.length &&
        englishWordsOf(index, other).every((w) => words.includes(w)),
    );
    for (const ancestor of [...index.ancestors[category], ...broader]) {
      const above = byCode.get(index.categories[ancestor].code);
      if (above && above.raw >= child.raw) {
        child.raw = above.raw + 0.001;
        child.score = Math.round(Math.min(1, child.raw) * 1000) / 1000;
      }
    }
  }
}

/** How strongly the path's own words (pivot or PIM labels) read as a category. */
const textScore = (votes: Map<Channel, Vote> | undefined) =>
  Math.max(votes?.get('pivot')?.score ?? 0, votes?.get('pim')?.score ?? 0);

/**
 * The top candidate loses confidence (DISAGREEMENT) when the path's words read as another category,
 * neither its ancestor nor its descendant, clearly better than they read as it, and no mapping made
 * by staff supports it. Its rank stays.
 */
function discountDisagreement(
  index: CategoryIndex,
  scored: (ScoredCategory & { raw: number })[],
  votes: Map<number, Map<Channel, Vote>>,
): void {
  const top = scored[0];
  if (!top) return;
  const position = new Map(index.categories.map((c, i) => [c.code, i]));
  const topIndex = position.get(top.code)!;
  // Staff mapped like-named categories there: their decision outweighs how the words read.
  if (votes.get(topIndex)?.has('partners')) return;
  const own = textScore(votes.get(topIndex));
  const related = (other: number) =>
    index.ancestors[topIndex].includes(other) || index.ancestors[other].includes(topIndex);
  const elsewhere = Math.max(
    0,
    ...[...votes]
      .filter(([category]) => category !== topIndex && !related(category))
      .map(([, v]) => textScore(v)),
  );
  if (elsewhere < DISAGREEING_TEXT || elsewhere <= 2 * own) return;
  const floor = scored[1]?.score ?? 0;
  top.score = Math.round(Math.max(floor, top.score * DISAGREEMENT) * 1000) / 1000;
}

/**
 * A ballot that shows a person the supplier's own words: the levels of a reason read through the
 * lexicon ("laptops") go back to what the supplier wrote ("Portatīvie datori").
 */
function originalWords(ballot: Ballot, rendered: string[], original: string[]): Ballot {
  const back = new Map(rendered.map((level, i) => [level, original[i]]));
  const proxy = Object.create(ballot) as Ballot;
  proxy.add = (vote) => {
    const supplier = vote.reason.supplier
      .split(' › ')
      .map((level) => back.get(level) ?? level)
      .join(' › ');
    ballot.add({ ...vote, reason: { ...vote.reason, supplier } });
  };
  return proxy;
}

/** The path read against the pivot, the PIM's labels, their English renderings and its parts. */
function readPath(index: CategoryIndex, levels: string[], ballot: Ballot, partsOnly: Set<number>): PathMatch {
  const path = taxonomyEvidence(index, levels, ballot);
  pimLabelEvidence(index, levels, ballot);
  translatedEvidence(index, levels, ballot);
  for (const category of partsEvidence(index, levels, ballot)) partsOnly.add(category);
  return path;
}

/** A Google category the pivot maps: its node is carried like a perfectly matched path. */
function googleNodeEvidence(index: CategoryIndex, nodeId: string, google: string, ballot: Ballot): void {
  const p = index.pivot;
  const node = p.indexOfId(nodeId);
  const matched = (p.pathOf(nodeId) ?? []).join(' › ');
  const supplier = /^\d+$/.test(google) ? `${google} (${p.googlePath(Number(google)) ?? google})` : google;
  for (const c of carryFrom(index, node)) {
    ballot.add({
      channel: 'google',
      category: c.category,
      score: GOOGLE_WEIGHT * c.weight,
      reason: { source: 'google_category', supplier, matched },
    });
  }
}
