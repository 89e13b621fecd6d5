// Compacts Shopify's Standard Product Taxonomy (github.com/Shopify/product-taxonomy, MIT) into the
// pivot file libs/suggest ships: libs/suggest/data/pivot-taxonomy.v1.json.gz and its licence notice.
// Format: see libs/suggest/src/pivot/format.ts. The app never downloads anything; rerun this script
// (and commit its output) to move to a newer taxonomy.
//
// Usage: node tools/compact-taxonomy.mjs <checkout-or-git-dir> [--langs en,de,...] [--out dir]
//   <checkout-or-git-dir>: a working copy of Shopify/product-taxonomy, or a bare/mirror git dir
//   (files are then read from HEAD with git show).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const DEFAULT_LANGS = ['en', 'de', 'fr', 'fi', 'pl', 'ru', 'lt', 'es', 'it', 'nl', 'sv', 'da', 'cs'];
/** Our language code → the folder Shopify uses for it. */
const FOLDERS = { lt: 'lt-LT' };
const GOOGLE_VERSION = '2021-09-21';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const langs = (option('--langs') ?? DEFAULT_LANGS.join(','))
  .split(',')
  .map((l) => l.trim())
  .filter(Boolean);
const outDir = resolve(option('--out') ?? join(import.meta.dirname, '..', 'libs', 'suggest', 'data'));
const source = args[0];
if (!source) {
  console.error(
    'Usage: node tools/compact-taxonomy.mjs <product-taxonomy checkout or git dir> [--langs en,de] [--out dir]',
  );
  process.exit(2);
}
if (!langs.includes('en')) {
  console.error('The English labels are required (--langs must include en).');
  process.exit(2);
}

const isWorkTree = existsSync(join(source, 'dist'));
/** Reads one file of the taxonomy repository, from the working copy or from the git dir's HEAD. */
function read(path) {
  if (isWorkTree) return readFileSync(join(source, path), 'utf8');
  return execFileSync('git', ['--git-dir', source, 'show', `HEAD:${path}`], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
}
function commitOf() {
  try {
    const gitDir = isWorkTree ? ['-C', source] : ['--git-dir', source];
    return execFileSync('git', [...gitDir, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** "gid://shopify/X/id : text" lines → [id, text] pairs (comments and blanks skipped). */
function gidLines(text, kind) {
  const prefix = `gid://shopify/${kind}/`;
  const out = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(prefix)) continue;
    const sep = line.indexOf(' : ');
    out.push([line.slice(prefix.length, sep).trim(), line.slice(sep + 3).trim()]);
  }
  return out;
}

const version =
  /Categories: (\S+)/.exec(read('dist/en/categories.txt'))?.[1]?.replace(/-unstable$/, '') ?? 'unknown';

// Categories: ids and parents from the English file; each language gives the node's own (last) name.
const enCategories = gidLines(read('dist/en/categories.txt'), 'TaxonomyCategory');
const ids = enCategories.map(([id]) => id);
const indexOf = new Map(ids.map((id, i) => [id, i]));
const parents = ids.map((id) => {
  const cut = id.lastIndexOf('-');
  return cut < 0 ? -1 : (indexOf.get(id.slice(0, cut)) ?? -1);
});
const enPaths = new Map(enCategories.map(([id, path]) => [path, indexOf.get(id)]));
const lastSegment = (path) => path.split(' > ').pop().trim();
const categoryLabels = {};
for (const lang of langs) {
  const labels = ids.map(() => null);
  for (const [id, path] of gidLines(
    read(`dist/${FOLDERS[lang] ?? lang}/categories.txt`),
    'TaxonomyCategory',
  )) {
    const i = indexOf.get(id);
    if (i !== undefined) labels[i] = lastSegment(path);
  }
  categoryLabels[lang] = labels;
}

// Google: its ids and English paths, and the Google category each Shopify node maps to.
const googleIds = [];
const googlePaths = [];
let pendingId = null;
for (const line of read(`data/integrations/google/${GOOGLE_VERSION}/full_names.yml`).split('\n')) {
  const id = /^- id: (\d+)/.exec(line);
  if (id) pendingId = Number(id[1]);
  const name = /^\s+full_name: (.*)$/.exec(line);
  if (name && pendingId !== null) {
    googleIds.push(pendingId);
    googlePaths.push(name[1].replace(/^["']|["']$/g, '').trim());
    pendingId = null;
  }
}
const googleByPath = new Map(googlePaths.map((path, j) => [path, googleIds[j]]));
const google = ids.map(() => null);
let from = null;
const mappingFile = read(`dist/en/integrations/google/shopify_${version}_to_google_${GOOGLE_VERSION}.txt`);
for (const line of mappingFile.split('\n')) {
  if (line.startsWith('→ ')) from = line.slice(2).trim();
  else if (line.startsWith('⇒ ') && from !== null) {
    const node = enPaths.get(from);
    const googleId = googleByPath.get(line.slice(2).trim());
    if (node !== undefined && googleId !== undefined) google[node] = googleId;
    from = null;
  }
}

// Attributes and values: names per language; each value's attribute from the English attributes.json.
const enAttributes = JSON.parse(read('dist/en/attributes.json')).attributes;
const attributeIds = enAttributes.map((a) => Number(a.id.split('/').pop()));
const attributeIndex = new Map(attributeIds.map((id, k) => [id, k]));
const valueIds = [];
const valueAttribute = [];
const valueIndex = new Map();
enAttributes.forEach((attribute, k) => {
  for (const value of attribute.values ?? []) {
    const id = Number(value.id.split('/').pop());
    if (valueIndex.has(id)) continue;
    valueIndex.set(id, valueIds.length);
    valueIds.push(id);
    valueAttribute.push(k);
  }
});
const attributeNames = {};
const valueNames = {};
for (const lang of langs) {
  const folder = FOLDERS[lang] ?? lang;
  const names = attributeIds.map(() => null);
  for (const [id, name] of gidLines(read(`dist/${folder}/attributes.txt`), 'TaxonomyAttribute')) {
    const k = attributeIndex.get(Number(id));
    if (k !== undefined) names[k] = name;
  }
  attributeNames[lang] = names;
  const values = valueIds.map(() => null);
  for (const [id, text] of gidLines(read(`dist/${folder}/attribute_values.txt`), 'TaxonomyValue')) {
    const v = valueIndex.get(Number(id));
    // "Rot [Farbe]": the value's name is what precedes its attribute's name in brackets.
    if (v !== undefined) values[v] = text.replace(/\s*\[[^\]]*\]$/, '');
  }
  valueNames[lang] = values;
}

const commit = commitOf();
const file = {
  format: 'feedhub-pivot-taxonomy',
  version: 1,
  taxonomy: version,
  source: { repository: 'https://github.com/Shopify/product-taxonomy', commit, license: 'MIT' },
  languages: langs,
  counts: {
    categories: ids.length,
    google: googleIds.length,
    attributes: attributeIds.length,
    values: valueIds.length,
  },
  categories: { ids, parents, labels: categoryLabels, google },
  google: { ids: googleIds, paths: googlePaths },
  attributes: { ids: attributeIds, names: attributeNames },
  values: { ids: valueIds, attribute: valueAttribute, names: valueNames },
};

mkdirSync(outDir, { recursive: true });
const gz = gzipSync(JSON.stringify(file), { level: 9 });
writeFileSync(join(outDir, 'pivot-taxonomy.v1.json.gz'), gz);
const license = read('LICENSE');
writeFileSync(
  join(outDir, 'LICENSE-shopify-product-taxonomy.txt'),
  `pivot-taxonomy.v1.json.gz is derived from Shopify's Standard Product Taxonomy\n` +
    `(https://github.com/Shopify/product-taxonomy), taxonomy ${version}, commit ${commit},\n` +
    `compacted by tools/compact-taxonomy.mjs (languages: ${langs.join(', ')}). Its licence:\n\n${license}`,
);
const mapped = google.filter((g) => g !== null).length;
console.log(
  `pivot taxonomy ${version}: ${ids.length} categories (${mapped} mapped to Google), ${googleIds.length} Google categories, ` +
    `${attributeIds.length} attributes, ${valueIds.length} values, ${langs.length} languages → ${(gz.length / 1024 / 1024).toFixed(2)} MB gz`,
);
