import { FeedError, type FeedPosition } from '../errors';
import { GoogleMerchantParamsSchema, type GoogleMerchantParams } from '../params';
import type { ExtractedItem, RawAttribute } from '../record';
import { openCsv } from '../csv/rows';
import { nodeText, type XmlNode } from '../xml/node';
import { decodeEntities, hasText } from '../normalize/text';
import { WELL_KNOWN_NAMESPACES } from '../xml/path';
import { XmlItemReader } from '../xml/reader';
import { itemMatchers, readXmlItems } from '../adapters/xml-adapter';
import { peekText, type AdapterContext, type AdapterEvent, type FeedAdapter } from '../adapters/adapter';

const G = WELL_KNOWN_NAMESPACES.g;
/** Google attributes read into canonical fields (the rest become supplier attributes). */
const CANONICAL = new Set([
  'id',
  'title',
  'description',
  'link',
  'mobile_link',
  'image_link',
  'additional_image_link',
  'price',
  'sale_price',
  'sale_price_effective_date',
  'brand',
  'gtin',
  'mpn',
  'product_type',
  'google_product_category',
  'availability',
  'quantity',
  'shipping',
  'tax',
  'product_detail',
  'identifier_exists',
  'item_group_id',
]);

/** A product detail of Google's `product_detail`: section, attribute name, value. */
interface ProductDetail {
  section: string | null;
  name: string;
  value: string;
}

const NUMERIC = /^\s*\d+\s*$/;

/** The values that have some text (`<g:product_type/>` gives an empty one). */
const withText = (values: string[]): string[] => values.filter(hasText);

/**
 * The category of an item. The shop's own `product_type` is the path, with no code: the importer makes the
 * code from the path. A numeric `google_product_category` is Google's taxonomy, often one number for a
 * whole feed: as the code it would merge every product type into one category, so it is only handed back
 * (`unusedNumber`, kept as an attribute). Without a product type, or with `categoryFrom:
 * 'google_product_category'`, Google's category is used: its text as the path, its number as the code.
 * Category texts are decoded once more: some feeds escape them twice (`&amp;gt;`), and a category is
 * never markup.
 */
function googleCategory(
  values: Map<string, string[]>,
  params: GoogleMerchantParams,
): { path: string[]; code: string | null; unusedNumber: string | null } {
  const productType = withText(values.get('product_type') ?? []);
  const google = withText(values.get('google_product_category') ?? []);
  const number = google.find((c) => NUMERIC.test(c))?.trim() ?? null;
  if (params.categoryFrom === 'product_type' && productType.length)
    return { path: productType.map(decodeEntities), code: null, unusedNumber: number };
  const textual = google.filter((c) => !NUMERIC.test(c)).map(decodeEntities);
  return { path: textual, code: number, unusedNumber: null };
}

/** Maps one Google item, given its attribute values by name, to an extracted item. */
export function googleItem(
  values: Map<string, string[]>,
  details: ProductDetail[],
  position: FeedPosition,
  params: GoogleMerchantParams,
): ExtractedItem {
  const get = (name: string) => values.get(name) ?? [];
  const category = googleCategory(values, params);
  const attributes: RawAttribute[] = [];
  for (const [name, list] of values) if (!CANONICAL.has(name)) attributes.push({ name, values: list });
  // Google's taxonomy number is still worth keeping when the product type gave the category.
  if (category.unusedNumber !== null)
    attributes.push({ name: 'google_product_category', values: [category.unusedNumber] });
  for (const detail of details)
    attributes.push({ name: detail.name, values: [detail.value], group: detail.section });
  return {
    fields: {
      code: get('id'),
      name: get('title'),
      description: get('description'),
      images: [...get('image_link'), ...get('additional_image_link')],
      price: get('price'),
      brand: get('brand'),
      ean: get('gtin'),
      manufacturerCode: get('mpn'),
      categoryPath: category.path,
      ...(category.code !== null ? { categoryCode: [category.code] } : {}),
      amount: get('quantity').length ? get('quantity') : get('availability'),
    },
    attributes,
    position,
  };
}

/**
 * The details inside a `g:product_detail`: Google's form (`section_name`, `attribute_name`,
 * `attribute_value` children), several of them in a row, or each wrapped in a further element as some
 * feeds write it (`g:product_detail/product_detail/g:attribute_name`). A section applies to the details
 * after it, down the tree; a name without a value (or the reverse) gives nothing.
 */
function collectDetails(node: XmlNode, inheritedSection: string | null, out: ProductDetail[]): void {
  let section = inheritedSection;
  let name: string | null = null;
  let value: string | null = null;
  for (const child of node.children) {
    if (child.local === 'section_name') section = nodeText(child);
    else if (child.local === 'attribute_name') name = nodeText(child);
    else if (child.local === 'attribute_value') value = nodeText(child);
    else collectDetails(child, section, out);
    if (name !== null && value !== null) {
      out.push({ section, name, value });
      name = value = null;
    }
  }
}

/** Values of an RSS item / Atom entry: `g:` children, with plain `title`, `description`, `link` as fallbacks. */
function xmlValues(node: XmlNode): { values: Map<string, string[]>; details: ProductDetail[] } {
  const values = new Map<string, string[]>();
  const plain = new Map<string, string[]>();
  const details: ProductDetail[] = [];
  for (const child of node.children) {
    if (child.uri === G && child.local === 'product_detail') {
      collectDetails(child, null, details);
      continue;
    }
    const target = child.uri === G ? values : plain;
    const text = child.local === 'link' && child.attrs.href ? child.attrs.href : nodeText(child);
    target.set(child.local, [...(target.get(child.local) ?? []), text]);
  }
  for (const name of ['title', 'description', 'link', 'id']) {
    const fallback =
      plain.get(name) ??
      (name === 'description' ? (plain.get('summary') ?? plain.get('content')) : undefined);
    if (!values.has(name) && fallback && name !== 'id') values.set(name, fallback);
  }
  return { values, details };
}

/** One TSV row: cells by attribute name; `product_detail` as "section:name:value" entries. */
function tsvItem(
  cells: string[],
  names: string[],
  position: FeedPosition,
  params: GoogleMerchantParams,
): ExtractedItem {
  const values = new Map<string, string[]>();
  const details: ProductDetail[] = [];
  cells.forEach((cell, i) => {
    if (cell.trim() === '') return;
    if (names[i] === 'product_detail') {
      for (const entry of cell.split(',')) {
        const [section, name, ...value] = entry.split(':');
        if (name && value.length) details.push({ section: section || null, name, value: value.join(':') });
      }
    } else values.set(names[i], names[i] === 'additional_image_link' ? cell.split(',') : [cell]);
  });
  return googleItem(values, details, position, params);
}

/** Google's TSV feed: a header row of attribute names (with or without `g:`), one product per row. */
async function* readTsv(
  text: AsyncIterable<string>,
  params: GoogleMerchantParams,
  context: AdapterContext,
): AsyncGenerator<AdapterEvent[]> {
  const table = await openCsv(text, { delimiter: '\t', quote: '"', header: true }, context.limits);
  const names = (table.header ?? []).map((h) => h.trim().toLowerCase().replace(/^g:/, ''));
  if (!names.includes('id'))
    throw new FeedError('feed_csv_column', { column: 'id', header: names.join(', ').slice(0, 300) });
  let index = 0;
  for await (const batch of table.batches) {
    yield batch.map((event): AdapterEvent =>
      event.kind === 'warning'
        ? event
        : { kind: 'item', item: tsvItem(event.cells, names, { index: ++index, line: event.row }, params) },
    );
  }
  if (index === 0) throw new FeedError('feed_no_items', { itemPath: 'rows' });
}

/** Google Merchant product feed: RSS 2.0 or Atom 1.0 with the g: namespace, or the TSV form. No mapping needed. */
export const googleMerchantAdapter: FeedAdapter<GoogleMerchantParams> = {
  name: 'google-merchant',
  schema: GoogleMerchantParamsSchema,
  async *read(text, params, context): AsyncGenerator<AdapterEvent[]> {
    const peeked = await peekText(text);
    if (peeked.first !== '<') {
      yield* readTsv(peeked.text, params, context);
      return;
    }
    const queue: AdapterEvent[] = [];
    const reader = new XmlItemReader(
      itemMatchers(['/rss/channel/item', '/feed/entry'], {}, (node, position) => {
        const { values, details } = xmlValues(node);
        queue.push({ kind: 'item', item: googleItem(values, details, position, params) });
      }),
      context.limits,
    );
    yield* readXmlItems(peeked.text, reader, queue, context);
    if (reader.itemCount === 0)
      throw new FeedError('feed_no_items', { itemPath: 'rss/channel/item, feed/entry' });
  },
};
