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
export const loadEvalAttributes = () => readTsv('attributes.tsv', EvalAttributeSchema);
