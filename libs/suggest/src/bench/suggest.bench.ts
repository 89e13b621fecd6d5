// Suggestion quality and speed on the hand-labelled evaluation set (npm run bench -- suggest):
// loads the shipped pivot, builds the index of the embedded PIM's categories with their automatic
// pivot links, scores every category of libs/suggest/eval/categories.tsv and prints per language the
// rows, top-1 and top-3 (over rows that have a right PIM category), the share of `none` rows given a
// confident suggestion (score ≥ SUGGEST_CONFIDENT_SCORE_DEFAULT), time per category (mean, p95),
// then attribute top-1 per language when the attribute scorer is present, and a total line.
// Targets (issue 31): top-1 ≥ 70 %, top-3 ≥ 80 %, ≥ 70 % of none rows not confident, attribute
// top-1 ≥ 70 %, ≤ 5 ms per category, index + pivot ≤ 150 MB. Writes JSON to $BENCH_OUT when set.
import { writeFileSync } from 'node:fs';
import { SUGGEST_CONFIDENT_SCORE_DEFAULT } from '@feedhub/contracts';
import { EMBEDDED_TAXONOMY } from '@feedhub/pim';
import * as suggest from '../index';
import {
  buildCategoryIndex,
  loadPivot,
  scoreCategory,
  suggestPivotLinks,
  type PimCategoryInput,
} from '../index';
import { EVAL_LANGUAGES, loadEvalAttributes, loadEvalCategories } from './eval-set';
import { attributeScorer } from './attribute-scorer';

const threshold = Number(SUGGEST_CONFIDENT_SCORE_DEFAULT);
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
const pct = (n: number, of: number) => (of ? Math.round((1000 * n) / of) / 10 : null);
const p95 = (xs: number[]) =>
  [...xs].sort((a, b) => a - b)[Math.max(0, Math.ceil(xs.length * 0.95) - 1)] ?? 0;
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : 0);
const ms = (x: number) => Math.round(x * 100) / 100;

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
global.gc?.();
const rssAdded = process.memoryUsage().rss - rssBefore;

interface LangFigures {
  rows: number;
  withAnswer: number;
  top1: number;
  top3: number;
  none: number;
  noneConfident: number;
  times: number[];
}
const empty = (): LangFigures => ({
  rows: 0,
  withAnswer: 0,
  top1: 0,
  top3: 0,
  none: 0,
  noneConfident: 0,
  times: [],
});
const byLang = new Map<string, LangFigures>(EVAL_LANGUAGES.map((l) => [l, empty()]));
const total = empty();

// One warm-up pass so the times measure the scorer, not the JIT.
const rows = loadEvalCategories();
for (const row of rows.slice(0, 20))
  scoreCategory(index, { path: row.path, googleCategory: row.google || null, titles: row.titles });
for (const row of rows) {
  const start = performance.now();
  const ranked = scoreCategory(
    index,
    { path: row.path, googleCategory: row.google || null, titles: row.titles },
    5,
  );
  const took = performance.now() - start;
  for (const f of [byLang.get(row.lang) ?? empty(), total]) {
    f.rows++;
    f.times.push(took);
    if (row.expected === 'none') {
      f.none++;
      if ((ranked[0]?.score ?? 0) >= threshold) f.noneConfident++;
    } else {
      f.withAnswer++;
      if (ranked[0]?.code === row.expected) f.top1++;
      if (ranked.slice(0, 3).some((r) => r.code === row.expected)) f.top3++;
    }
  }
}

// Attributes: scored only once the attribute half of the scorer is exported.
const attributes = attributeScorer(suggest, p, EMBEDDED_TAXONOMY);
const attrByLang = new Map<
  string,
  { rows: number; withAnswer: number; top1: number; noneConfident: number; none: number }
>();
if (attributes) {
  for (const row of loadEvalAttributes()) {
    const f = attrByLang.get(row.lang) ?? { rows: 0, withAnswer: 0, top1: 0, noneConfident: 0, none: 0 };
    attrByLang.set(row.lang, f);
    const top = attributes({ code: row.code, name: row.name, values: row.values });
    f.rows++;
    if (row.expected === 'none') {
      f.none++;
      if ((top?.score ?? 0) >= threshold) f.noneConfident++;
    } else {
      f.withAnswer++;
      if (top?.code === row.expected) f.top1++;
    }
  }
}

const line = (lang: string, f: LangFigures) => ({
  lang,
  rows: f.rows,
  top1: pct(f.top1, f.withAnswer),
  top3: pct(f.top3, f.withAnswer),
  noneConfident: pct(f.noneConfident, f.none),
  meanMs: ms(mean(f.times)),
  p95Ms: ms(p95(f.times)),
});
const perLang = [...byLang].filter(([, f]) => f.rows).map(([l, f]) => line(l, f));
const totals = line('all', total);
console.log(
  `pivot ${p.version}, ${categories.length} PIM categories, ${links.length} auto links, confident ≥ ${threshold}`,
);
console.log(`index build ${Math.round(buildMs)} ms, RSS added ${mb(rssAdded)} MB`);
console.table([...perLang, totals]);
const attrLines = [...attrByLang].map(([lang, f]) => ({
  lang,
  rows: f.rows,
  top1: pct(f.top1, f.withAnswer),
  noneConfident: pct(f.noneConfident, f.none),
}));
if (attributes) console.table(attrLines);
else console.log('attributes: the attribute scorer is not in this build yet');
const attrTotal = [...attrByLang.values()].reduce(
  (a, f) => ({ top1: a.top1 + f.top1, withAnswer: a.withAnswer + f.withAnswer }),
  { top1: 0, withAnswer: 0 },
);
console.log(
  `total: ${total.rows} categories, top-1 ${totals.top1} %, top-3 ${totals.top3} %, none confident ${totals.noneConfident} %, ` +
    `${totals.meanMs} ms mean / ${totals.p95Ms} ms p95 per category; attributes top-1 ${attributes ? pct(attrTotal.top1, attrTotal.withAnswer) : '–'} %`,
);

if (process.env.BENCH_OUT) {
  writeFileSync(
    process.env.BENCH_OUT,
    JSON.stringify({
      threshold,
      indexBuildMs: Math.round(buildMs),
      rssAddedMb: mb(rssAdded),
      categories: { perLanguage: perLang, total: totals },
      attributes: attributes
        ? { perLanguage: attrLines, top1: pct(attrTotal.top1, attrTotal.withAnswer) }
        : null,
    }),
  );
}
