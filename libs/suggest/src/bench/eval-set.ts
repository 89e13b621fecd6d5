// The hand-labelled evaluation set (libs/suggest/eval/*.tsv, sources in eval/SOURCES.md), read and
// validated with zod: the bench scores it, eval.test.ts checks it is well formed.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/** The set's folder: libs/suggest/eval, two levels above both src/bench and dist/bench. */
export const EVAL_DIR = join(__dirname, '..', '..', 'eval');

export const EVAL_LANGUAGES = ['ru', 'fi', 'de', 'pl', 'lv', 'lt', 'et', 'en', 'fr'] as const;
const Lang = z.enum(EVAL_LANGUAGES);
const Code = z.string().regex(/^[a-z0-9_]+$/, 'a PIM code or none');
const Text = z.string().max(2000);
const list = (s: string) => (s === '' ? [] : s.split(' | '));

export const EvalCategorySchema = z.object({
  lang: Lang,
  path: z
    .string()
    .min(1)
    .transform((s) => s.split(' > ')),
  google: Text,
  titles: Text.transform(list),
  expected: Code,
  source: z.string().min(1),
});
export type EvalCategory = z.infer<typeof EvalCategorySchema>;

export const EvalAttributeSchema = z.object({
  lang: Lang,
  code: Text,
  name: z.string().min(1),
  values: Text.transform(list),
  unit: Text,
  expected: Code,
  source: z.string().min(1),
});
export type EvalAttribute = z.infer<typeof EvalAttributeSchema>;

/** Rows of a tab-separated file with a header line; a malformed row throws with its line number. */
function readTsv<T>(file: string, schema: z.ZodType<T>): T[] {
  const [header, ...lines] = readFileSync(join(EVAL_DIR, file), 'utf8').replace(/\n$/, '').split('\n');
  const columns = (header ?? '').split('\t');
  return lines.map((line, i) => {
    const cells = line.split('\t');
    if (cells.length !== columns.length)
      throw new Error(`${file} line ${i + 2}: ${cells.length} columns, expected ${columns.length}`);
    const parsed = schema.safeParse(Object.fromEntries(columns.map((c, j) => [c, cells[j]])));
    if (!parsed.success) throw new Error(`${file} line ${i + 2}: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  });
}

export const loadEvalCategories = () => readTsv('categories.tsv', EvalCategorySchema);

/**
 * The shop a source names: "1a-lt-home" and "1a-lv" are 1a, "verkkokauppa-nav-fi" is verkkokauppa,
 * "sslv-andele-plan" is ss.lv. One shop's tree is never in both halves of the split.
 */
export const shopOf = (source: string) => source.replace(/^sslv/, 'ss').split('-')[0] ?? source;

/**
 * An honest split for tuning: the shops, sorted by their main language then name, go alternately to
 * the tuning half and the held-out half. Tune on the tuning half's misses only; report both.
 */
export function evalHalves(rows: EvalCategory[]): Map<string, 'tuning' | 'heldout'> {
  const langs = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const shop = shopOf(r.source);
    const counts = langs.get(shop) ?? new Map<string, number>();
    counts.set(r.lang, (counts.get(r.lang) ?? 0) + 1);
    langs.set(shop, counts);
  }
  // A shop in many languages (vinted) sorts last; else by its language with most rows.
  const main = (shop: string) => {
    const counts = [...(langs.get(shop) ?? new Map<string, number>())];
    return counts.length > 2 ? '~' : (counts.sort((a, b) => b[1] - a[1])[0]?.[0] ?? '~');
  };
  const shops = [...langs.keys()].sort((a, b) => main(a).localeCompare(main(b)) || a.localeCompare(b));
  return new Map(shops.map((shop, i) => [shop, i % 2 === 0 ? 'tuning' : 'heldout']));
}
export const loadEvalAttributes = () => readTsv('attributes.tsv', EvalAttributeSchema);
