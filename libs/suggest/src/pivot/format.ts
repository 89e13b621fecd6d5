import { z } from 'zod';

/**
 * The shipped pivot taxonomy file, `data/pivot-taxonomy.v1.json.gz` (gzip of one JSON object), made
 * by `node tools/compact-taxonomy.mjs` from Shopify's Standard Product Taxonomy. Column-wise arrays,
 * so the file stays small and loads fast:
 *
 * - `categories.ids[i]`: the Shopify category id without its `gid://shopify/TaxonomyCategory/`
 *   prefix ("el-4-8"); `categories.parents[i]`: index of the parent in the same arrays, -1 for a root;
 *   `categories.labels[lang][i]`: the node's own name in that language (not its path: a path is
 *   rebuilt from the parents), null where the language has none; `categories.google[i]`: the Google
 *   product category id the node maps to (Shopify's 2025-08 → Google 2021-09-21 mapping), or null.
 * - `google.ids[j]` / `google.paths[j]`: Google product categories and their English full paths
 *   ("Electronics > Audio > Audio Components"), so a feed's path can be read as well as its id.
 * - `attributes.ids[k]`: Shopify attribute id (the number of `gid://shopify/TaxonomyAttribute/<n>`);
 *   `attributes.names[lang][k]`: its name in that language, or null.
 * - `values.ids[v]`: Shopify attribute value id (`gid://shopify/TaxonomyValue/<n>`);
 *   `values.attribute[v]`: index into `attributes.ids` of the attribute the value belongs to;
 *   `values.names[lang][v]`: the value's name in that language, or null.
 * - `counts`: the lengths of those arrays, checked on load (a truncated or edited file is refused).
 */
export const PIVOT_FORMAT = 'feedhub-pivot-taxonomy';
export const PIVOT_FORMAT_VERSION = 1;

/*
 * The big columns are checked element by element without zod copying them (a copy of 300,000
 * strings would double the memory the pivot costs while it loads).
 */
const column = <T>(name: string, ok: (value: unknown) => boolean) =>
  z.custom<T[]>((value) => Array.isArray(value) && value.every(ok), {
    message: `expected an array of ${name}`,
  });
const strings = column<string>('strings', (v) => typeof v === 'string');
const optionalStrings = column<string | null>('strings or nulls', (v) => v === null || typeof v === 'string');
const integers = column<number>('integers', (v) => Number.isInteger(v));
const optionalIntegers = column<number | null>('integers or nulls', (v) => v === null || Number.isInteger(v));
const localized = z.record(z.string(), optionalStrings);

export const PivotFileSchema = z.object({
  format: z.literal(PIVOT_FORMAT),
  version: z.literal(PIVOT_FORMAT_VERSION),
  taxonomy: z.string(),
  source: z.object({ repository: z.string(), commit: z.string(), license: z.string() }),
  languages: z.array(z.string()).min(1),
  counts: z.object({
    categories: z.number().int().positive(),
    google: z.number().int().nonnegative(),
    attributes: z.number().int().nonnegative(),
    values: z.number().int().nonnegative(),
  }),
  categories: z.object({
    ids: strings,
    parents: integers,
    labels: localized,
    google: optionalIntegers,
  }),
  google: z.object({ ids: integers, paths: strings }),
  attributes: z.object({ ids: integers, names: localized }),
  values: z.object({
    ids: integers,
    attribute: integers,
    names: localized,
  }),
});
export type PivotFile = z.infer<typeof PivotFileSchema>;

/** Why a parsed file is inconsistent with its own counts, or null when it is whole. */
export function pivotFileProblem(file: PivotFile): string | null {
  const { counts, categories, google, attributes, values, languages } = file;
  const lengths: [string, number, number][] = [
    ['categories.ids', categories.ids.length, counts.categories],
    ['categories.parents', categories.parents.length, counts.categories],
    ['categories.google', categories.google.length, counts.categories],
    ['google.ids', google.ids.length, counts.google],
    ['google.paths', google.paths.length, counts.google],
    ['attributes.ids', attributes.ids.length, counts.attributes],
    ['values.ids', values.ids.length, counts.values],
    ['values.attribute', values.attribute.length, counts.values],
  ];
  for (const lang of languages) {
    lengths.push([`categories.labels.${lang}`, categories.labels[lang]?.length ?? -1, counts.categories]);
    lengths.push([`attributes.names.${lang}`, attributes.names[lang]?.length ?? -1, counts.attributes]);
    lengths.push([`values.names.${lang}`, values.names[lang]?.length ?? -1, counts.values]);
  }
  for (const [name, actual, expected] of lengths) {
    if (actual !== expected) return `${name} has ${actual} entries, expected ${expected}`;
  }
  if (!languages.includes('en')) return 'English labels are missing';
  const badParent = categories.parents.findIndex((p, i) => p < -1 || p >= counts.categories || p === i);
  if (badParent >= 0) return `category ${categories.ids[badParent]} has an invalid parent`;
  const badValue = values.attribute.findIndex((a) => a < 0 || a >= counts.attributes);
  if (badValue >= 0) return `value ${values.ids[badValue]} points to no attribute`;
  return null;
}
