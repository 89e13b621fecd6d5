// Suggestion quality and speed on the hand-labelled evaluation set (npm run bench -- suggest):
// loads the shipped pivot, builds the index of the embedded PIM's categories with their automatic
// pivot links, scores every category of libs/suggest/eval/categories.tsv and prints per language the
// rows, top-1 and top-3 (over rows that have a right PIM category), the share of `none` rows given a
// confident suggestion (score ≥ SUGGEST_CONFIDENT_SCORE_DEFAULT), time per category (mean, p95), the
// index build time and RSS added; then the same for attributes (attributes.tsv, top-1) and a total.
// Targets (issue 31): top-1 ≥ 70 %, top-3 ≥ 80 %, ≥ 70 % of none rows not confident, attribute
// top-1 ≥ 70 %, ≤ 5 ms per category, index + pivot ≤ 150 MB. Writes JSON to $BENCH_OUT when set.
// `--misses` also prints every row the scorer gets wrong (for tuning; `npm run bench -- suggest --misses`).
import { writeFileSync } from 'node:fs';
import { SUGGEST_CONFIDENT_SCORE_DEFAULT } from '@feedhub/contracts';
import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import {
  buildAttributeIndex,
  buildCategoryIndex,
  loadPivot,
  pimAttributeInputs,
  scoreAttribute,
  scoreCategory,
  suggestPivotLinks,
  type PimCategoryInput,
} from '../index';
import { EVAL_LANGUAGES, evalHalves, loadEvalAttributes, loadEvalCategories, shopOf } from './eval-set';

const threshold = Number(SUGGEST_CONFIDENT_SCORE_DEFAULT);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const pct = (n: number, of: number) => (of ? Math.round((1000 * n) / of) / 10 : null);
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)] ?? 0;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const ms = (x: number) => Math.round(x * 100) / 100;
const showMisses = process.argv.includes('--misses');
// `--half tuning` / `--half heldout`: only the categories of that half of the shops (see evalHalves).
const halfArg = process.argv.indexOf('--half');
const half = halfArg >= 0 ? process.argv[halfArg + 1] : undefined;
const misses: string[] = [];

/** Counts of one language (or of all): answered rows for top-k, none rows for false confidence. */
interface Figures {
  rows: number;
  withAnswer: number;
  top1: number;
  top3: number;
  none: number;
  noneConfident: number;
  /** Rows (none rows included) whose top suggestion is confident, and of them the right ones. */
  confident: number;
  confidentRight: number;
  times: number[];
}
const empty = (): Figures => ({
  rows: 0,
  withAnswer: 0,
  top1: 0,
  top3: 0,
  none: 0,
  noneConfident: 0,
  confident: 0,
  confidentRight: 0,
  times: [],
});
const perLanguage = () => new Map<string, Figures>(EVAL_LANGUAGES.map((l) => [l, empty()]));

/** Adds one scored row to its language's and the total's figures; keeps a line for a miss. */
function count(
  into: Figures[],
  expected: string,
  ranked: { code: string; score: number }[],
  took: number,
  what: string,
) {
  const top = ranked[0];
  const right = expected === 'none' ? (top?.score ?? 0) < threshold : top?.code === expected;
  if (!right)
    misses.push(
      `${what} → ${expected}; got ${ranked.map((r) => `${r.code} ${r.score.toFixed(2)}`).join(', ') || 'nothing'}`,
    );
  for (const f of into) {
    f.rows++;
    f.times.push(took);
    if ((top?.score ?? 0) >= threshold) {
      f.confident++;
      if (top?.code === expected) f.confidentRight++;
    }
    if (expected === 'none') {
      f.none++;
      if ((ranked[0]?.score ?? 0) >= threshold) f.noneConfident++;
    } else {
      f.withAnswer++;
      if (ranked[0]?.code === expected) f.top1++;
      if (ranked.slice(0, 3).some((r) => r.code === expected)) f.top3++;
    }
  }
}

const line = (lang: string, f: Figures) => ({
  lang,
  rows: f.rows,
  top1: pct(f.top1, f.withAnswer),
  top3: pct(f.top3, f.withAnswer),
  noneConfident: pct(f.noneConfident, f.none),
  /** Of the confident suggestions (what "Accept N confident" maps), the share that is right. */
  confidentRight: pct(f.confidentRight, f.confident),
  meanMs: ms(mean(f.times)),
  p95Ms: ms(p95(f.times)),
});

// Index build: pivot, automatic links, category index (what a catalog process does at start).
global.gc?.();
const rssBefore = process.memoryUsage().rss;
const buildStart = performance.now();
const p = loadPivot();
const categories: PimCategoryInput[] = EMBEDDED_TAXONOMY.categories.map((c) => ({
  code: c.code,
  parent: c.parent,
  labels: c.labels,
}));
const links = suggestPivotLinks(p, categories);
const index = buildCategoryIndex(p, categories, links);
const buildMs = performance.now() - buildStart;
const attrBuildStart = performance.now();
const attributeIndex = buildAttributeIndex(
  p,
  pimAttributeInputs(EMBEDDED_TAXONOMY.attributes, EMBEDDED_TAXONOMY.options),
);
const attrBuildMs = performance.now() - attrBuildStart;
global.gc?.();
const rssAdded = process.memoryUsage().rss - rssBefore;

// Categories. One warm-up pass over a few rows so the times measure the scorer, not the JIT.
const allCategoryRows = loadEvalCategories();
const halves = evalHalves(allCategoryRows);
const categoryRows = half
  ? allCategoryRows.filter((r) => halves.get(shopOf(r.source)) === half)
  : allCategoryRows;
if (half)
  console.log(
    `${half} half: ${[...halves]
      .filter(([, h]) => h === half)
      .map(([s]) => s)
      .join(', ')}`,
  );
const evidence = (row: (typeof categoryRows)[number]) => ({
  path: row.path,
  googleCategory: row.google || null,
  titles: row.titles,
});
for (const row of categoryRows.slice(0, 20)) scoreCategory(index, evidence(row));
const byLang = perLanguage();
const total = empty();
for (const row of categoryRows) {
  const start = performance.now();
  const ranked = scoreCategory(index, evidence(row), 5);
  count(
    [byLang.get(row.lang) ?? empty(), total],
    row.expected,
    ranked,
    performance.now() - start,
    `category ${row.lang} ${row.path.join(' > ')}`,
  );
}

// Attributes: each supplier attribute scored alone against the embedded PIM's attributes and options.
const attrByLang = perLanguage();
const attrTotal = empty();
for (const row of loadEvalAttributes()) {
  const start = performance.now();
  const ranked = scoreAttribute(attributeIndex, { code: row.code, name: row.name, values: row.values }, 3);
  count(
    [attrByLang.get(row.lang) ?? empty(), attrTotal],
    row.expected,
    ranked,
    performance.now() - start,
    `attribute ${row.lang} ${row.code} "${row.name}"`,
  );
}

const categoryLines = [...byLang].filter(([, f]) => f.rows).map(([l, f]) => line(l, f));
const categoryTotal = line('all', total);
const attributeLines = [...attrByLang].filter(([, f]) => f.rows).map(([l, f]) => line(l, f));
const attributeTotal = line('all', attrTotal);
if (showMisses) console.log(misses.join('\n'));
console.log(
  `pivot ${p.version}; ${categories.length} PIM categories, ${links.length} auto links; ` +
    `${EMBEDDED_TAXONOMY.attributes.length} PIM attributes; confident ≥ ${threshold}`,
);
console.log(
  `index build: categories ${Math.round(buildMs)} ms (pivot included), attributes ${Math.round(attrBuildMs)} ms; ` +
    `RSS added ${mb(rssAdded)} MB`,
);
console.log('categories (top1/top3 over rows with a right PIM category; noneConfident over none rows):');
console.table([...categoryLines, categoryTotal]);
console.log('attributes (top3 shown for reference):');
console.table([...attributeLines, attributeTotal]);
console.log(
  `total: ${total.rows} categories, top-1 ${categoryTotal.top1} %, top-3 ${categoryTotal.top3} %, ` +
    `none confident ${categoryTotal.noneConfident} %, confident right ${categoryTotal.confidentRight} %, ${categoryTotal.meanMs} ms mean / ${categoryTotal.p95Ms} ms p95 ` +
    `per category; ${attrTotal.rows} attributes, top-1 ${attributeTotal.top1} %, none confident ${attributeTotal.noneConfident} %`,
);

if (process.env.BENCH_OUT) {
  writeFileSync(
    process.env.BENCH_OUT,
    JSON.stringify({
      threshold,
      indexBuildMs: { categories: Math.round(buildMs), attributes: Math.round(attrBuildMs) },
      rssAddedMb: mb(rssAdded),
      categories: { perLanguage: categoryLines, total: categoryTotal },
      attributes: { perLanguage: attributeLines, total: attributeTotal },
    }),
  );
}
