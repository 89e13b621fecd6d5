import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { FeedError } from '../errors';
import { BmecatParamsSchema, type BmecatParams } from '../params';
import type { ExtractedItem, RawAttribute } from '../record';
import { multiplyDecimals, parseDecimal } from '../normalize/decimal';
import { nodeText, type XmlNode } from '../xml/node';
import { compileXmlPath, selectNodes, selectValues, type XmlPath } from '../xml/path';
import { XmlItemReader } from '../xml/reader';
import { splitAttachments, type Attachment } from './attachments';
import { ValueIds, type ValueIdPlace } from './bmecat-value-ids';
import { itemLimits, itemMatchers, readXmlItems, tooLargeWarning } from '../adapters/xml-adapter';
import { takeAll, type AdapterEvent, type FeedAdapter } from '../adapters/adapter';

/** BMEcat 2005 paths, each with its BMEcat 1.2 (ARTICLE) alternative. */
const path = (...alternatives: string[]): XmlPath[] => alternatives.map((p) => compileXmlPath(p));
const P = {
  code: path('SUPPLIER_PID', 'SUPPLIER_AID'),
  details: path('PRODUCT_DETAILS', 'ARTICLE_DETAILS'),
  features: path('PRODUCT_FEATURES', 'ARTICLE_FEATURES'),
  prices: path('PRODUCT_PRICE_DETAILS/PRODUCT_PRICE', 'ARTICLE_PRICE_DETAILS/ARTICLE_PRICE'),
  mimes: path('MIME_INFO/MIME'),
  groupId: path('GROUP_ID'),
  groupName: path('GROUP_NAME'),
  parentId: path('PARENT_ID'),
  mapProduct: path('PROD_ID', 'ART_ID'),
  mapGroup: path('CATALOG_GROUP_ID'),
};
const one = (paths: XmlPath[], node: XmlNode): string | null => {
  for (const p of paths) {
    const value = selectValues(p, node).find((v) => v.trim() !== '');
    if (value !== undefined) return value.trim();
  }
  return null;
};
const nodesOf = (paths: XmlPath[], node: XmlNode): XmlNode[] => paths.flatMap((p) => selectNodes(p, node));
const child = (node: XmlNode, local: string) => node.children.filter((c) => c.local === local);

/** Texts of a repeated element, preferring the wanted language (`lang` attribute) when the feed has several. */
function texts(node: XmlNode | undefined, local: string, language: string | null | undefined): string[] {
  if (!node) return [];
  const all = child(node, local);
  const inLanguage = language ? all.filter((n) => n.attrs.lang === language) : [];
  return (inLanguage.length ? inLanguage : all.slice(0, 1)).map(nodeText);
}

/** The amount of a price of one type among a product's PRODUCT_PRICEs: the lowest quantity tier, times PRICE_FACTOR. */
function priceOf(
  productPrices: XmlNode[],
  type: string,
  params: BmecatParams,
): { amount: string; currency: string | null; tax: string | null } | null {
  const prices = productPrices
    .filter((p) => p.attrs.price_type === type)
    .map((p) => ({
      p,
      bound: Number(child(p, 'LOWER_BOUND')[0] ? nodeText(child(p, 'LOWER_BOUND')[0]) : 0) || 0,
    }))
    .sort((a, b) => a.bound - b.bound);
  const price = prices[0]?.p;
  const amountNode = price && child(price, 'PRICE_AMOUNT')[0];
  if (!price || !amountNode) return null;
  let amount = nodeText(amountNode).trim();
  const factorNode = child(price, 'PRICE_FACTOR')[0];
  if (factorNode) {
    const value = parseDecimal(amount, params.decimalSeparator);
    const factor = parseDecimal(nodeText(factorNode), params.decimalSeparator);
    if (value.ok && factor.ok && factor.value !== '1')
      amount = multiplyDecimals(value.value, factor.value) ?? amount;
  }
  const text = (local: string) => (child(price, local)[0] ? nodeText(child(price, local)[0]).trim() : null);
  return { amount, currency: text('PRICE_CURRENCY'), tax: text('TAX') };
}

const ETIM_FEATURE = /^EF\d{6}$/;

/** The trimmed text of the first child element named `local`, or null. */
function firstText(node: XmlNode | undefined, local: string): string | null {
  const found = node ? child(node, local)[0] : undefined;
  return found ? nodeText(found).trim() : null;
}

/** A product's attributes, and where among them a value is only a dictionary id (VALUE_IDREF). */
interface Features {
  attributes: RawAttribute[];
  valueIds: ValueIdPlace[];
}

/** Where a block of features stands: its group, its dictionary (REFERENCE_FEATURE_SYSTEM_NAME). */
interface FeatureBlock {
  group: string | null;
  dictionary: string | null;
}

/**
 * Every FEATURE of a product as an attribute: in PRODUCT_FEATURES (ARTICLE_FEATURES) and in the
 * FEATURE_GROUPs inside them (BMEcat 2005+onto, eCl@ss Advanced), each in the group its block names.
 */
function features(node: XmlNode, language: string | null | undefined, valueIds: ValueIds): Features {
  const out: Features = { attributes: [], valueIds: [] };
  for (const block of nodesOf(P.features, node))
    collectFeatures(block, blockOf(block, { group: null, dictionary: null }), language, valueIds, out);
  return out;
}

/** The features of a block and of its nested FEATURE_GROUPs (nesting is bounded by maxDepth). */
function collectFeatures(
  block: XmlNode,
  where: FeatureBlock,
  language: string | null | undefined,
  valueIds: ValueIds,
  out: Features,
): void {
  for (const element of block.children) {
    if (element.local === 'FEATURE') {
      const feature = featureAttribute(element, where.group, language);
      if (!feature) continue;
      const attribute = out.attributes.push(feature.attribute) - 1;
      for (const { value, id } of feature.valueIds) {
        out.valueIds.push({ attribute, value, id });
        valueIds.refer(id, where.dictionary);
      }
    } else if (element.local === 'FEATURE_GROUP')
      collectFeatures(element, blockOf(element, where), language, valueIds, out);
  }
}

/** A block's group and dictionary, else the enclosing block's. */
function blockOf(block: XmlNode, enclosing: FeatureBlock): FeatureBlock {
  return {
    group: groupOf(block, enclosing.group),
    dictionary: firstText(block, 'REFERENCE_FEATURE_SYSTEM_NAME') || enclosing.dictionary,
  };
}

/** The feature group a block names (its reference id, else its name), else the enclosing one's. */
function groupOf(block: XmlNode, enclosing: string | null): string | null {
  return (
    firstText(block, 'REFERENCE_FEATURE_GROUP_ID') ||
    firstText(block, 'REFERENCE_FEATURE_GROUP_NAME') ||
    firstText(block, 'FEATURE_GROUP_NAME') ||
    enclosing
  );
}

/**
 * One FEATURE: its name from FNAME, or (BMEcat 2005 templates) FTEMPLATE/FT_NAME; values from FVALUE, else
 * the referenced values (VALUE_IDREF); unit FUNIT (or FT_UNIT). An ETIM id (EF + 6 digits) in FT_ID or the
 * name is the code.
 */
function featureAttribute(
  feature: XmlNode,
  group: string | null,
  language: string | null | undefined,
): { attribute: RawAttribute; valueIds: { value: number; id: string }[] } | null {
  const template = child(feature, 'FTEMPLATE')[0];
  const name = (texts(feature, 'FNAME', language)[0] ?? texts(template, 'FT_NAME', language)[0])?.trim();
  if (!name) return null;
  const id = firstText(template, 'FT_ID');
  const { values, valueIds } = featureValues(feature, name);
  return {
    attribute: {
      name,
      code: id && ETIM_FEATURE.test(id) ? id : ETIM_FEATURE.test(name) ? name : null,
      values,
      unit: firstText(feature, 'FUNIT') ?? firstText(template, 'FT_UNIT'),
      group,
    },
    valueIds,
  };
}

/**
 * FVALUEs, else the VALUE_IDREFs: one with a text of its own in FVALUE_DETAILS is that text; otherwise
 * each id is the value (the catalogue's ALLOWED_VALUE text replaces it later, when there is one). An
 * FVALUE_DETAILS that repeats the feature's name (eCl@ss Advanced block headers) is no value text.
 */
function featureValues(
  feature: XmlNode,
  name: string,
): { values: string[]; valueIds: { value: number; id: string }[] } {
  const values = child(feature, 'FVALUE').map(nodeText);
  if (values.length) return { values, valueIds: [] };
  const ids = child(feature, 'VALUE_IDREF')
    .map((n) => nodeText(n).trim())
    .filter((id) => id !== '');
  const details = firstText(feature, 'FVALUE_DETAILS');
  if (ids.length === 1 && details && details !== name) return { values: [details], valueIds: [] };
  return { values: ids, valueIds: ids.map((id, value) => ({ value, id })) };
}

/** A MIME element: its source, type, purpose and description (MIME_DESCR, else MIME_ALT). */
function mimeAttachment(mime: XmlNode): Attachment {
  return {
    source: firstText(mime, 'MIME_SOURCE') ?? '',
    type: firstText(mime, 'MIME_TYPE'),
    purpose: firstText(mime, 'MIME_PURPOSE'),
    description: firstText(mime, 'MIME_DESCR') || firstText(mime, 'MIME_ALT'),
  };
}

/** One PRODUCT (or 1.2 ARTICLE) as an extracted item, without its category (joined later). */
function productItem(
  node: XmlNode,
  prices: XmlNode[],
  index: number,
  line: number | undefined,
  params: BmecatParams,
  valueIds: ValueIds,
): { item: ExtractedItem; valueIds: ValueIdPlace[] } {
  const details = nodesOf(P.details, node)[0];
  const attachments = splitAttachments(nodesOf(P.mimes, node).map(mimeAttachment));
  const price = priceOf(prices, params.priceType, params);
  const rrp = priceOf(prices, params.rrpPriceType, params);
  const detail = (local: string) => texts(details, local, params.language);
  const gtin = details
    ? child(details, 'INTERNATIONAL_PID')
        .filter((n) => (n.attrs.type ?? 'gtin').toLowerCase() === 'gtin')
        .map(nodeText)
    : [];
  const found = features(node, params.language, valueIds);
  const item: ExtractedItem = {
    fields: {
      code: [one(P.code, node) ?? ''],
      name: detail('DESCRIPTION_SHORT'),
      description: detail('DESCRIPTION_LONG'),
      ean: [...gtin, ...detail('EAN')],
      manufacturerCode: detail('MANUFACTURER_PID').length
        ? detail('MANUFACTURER_PID')
        : detail('MANUFACTURER_AID'),
      brand: detail('MANUFACTURER_NAME'),
      price: price ? [price.amount] : [],
      rrpPrice: rrp ? [rrp.amount] : [],
      currency: price?.currency ? [price.currency] : [],
      vatRate: price?.tax ? [price.tax] : [],
      images: attachments.images,
    },
    attributes: found.attributes,
    position: { index, ...(line ? { line } : {}) },
    ...(attachments.documents.length ? { documents: attachments.documents } : {}),
  };
  return { item, valueIds: found.valueIds };
}

interface Group {
  name: string;
  parent: string | null;
  root: boolean;
}

/** Category path of a group: names from the top, without the catalogue's root group; cycles cut. */
function groupPath(groups: Map<string, Group>, id: string): string[] {
  const path: string[] = [];
  const seen = new Set<string>();
  for (let current: string | null = id; current !== null && !seen.has(current);) {
    seen.add(current);
    const group = groups.get(current);
    if (!group || group.root) break;
    path.unshift(group.name);
    current = group.parent;
  }
  return path;
}

/** How many other price types the warning names. */
const MAX_PRICE_TYPES_NAMED = 5;

/**
 * The price types a catalogue's products have (with an amount): when none is `priceType`, every price would
 * be empty without a word, so one warning names the types there are (the user sets `priceType`).
 */
class PriceTypes {
  private wantedSeen = false;
  private readonly others = new Set<string>();

  constructor(private readonly wanted: string) {}

  count(prices: XmlNode[]): void {
    if (this.wantedSeen) return;
    for (const price of prices) {
      const type = price.attrs.price_type;
      if (!type || !firstText(price, 'PRICE_AMOUNT')) continue;
      if (type === this.wanted) this.wantedSeen = true;
      // A few names are enough to choose from; the set stays small whatever the catalogue.
      else if (this.others.size < MAX_PRICE_TYPES_NAMED) this.others.add(type);
    }
  }

  warning(): AdapterEvent | null {
    if (this.wantedSeen || this.others.size === 0) return null;
    const found = [...this.others].join(', ');
    return {
      kind: 'warning',
      warning: {
        key: 'feed_price_type_not_found',
        field: 'price',
        params: {
          priceType: this.wanted.slice(0, 50),
          found: found.length > 50 ? `${found.slice(0, 49)}…` : found,
        },
        position: {},
      },
    };
  }
}

/**
 * An event as one line of the spill file (products, and the warnings among them, in feed order); a
 * product carries where its values are dictionary ids, to put the catalogue's texts there at the end.
 */
type SpillEvent = AdapterEvent & { valueIds?: ValueIdPlace[] };
const spillLine = (event: SpillEvent): string => JSON.stringify(event);

/** Gives an item the category of the group the map puts its code in. */
function joinGroup(item: ExtractedItem, productGroup: Map<string, string>, groups: Map<string, Group>): void {
  const group = productGroup.get(item.fields.code?.[0]?.trim() ?? '');
  if (group === undefined) return;
  item.fields.categoryCode = [group];
  item.categoryLevels = groupPath(groups, group);
}

/**
 * BMEcat 2005 (and 1.2): products with features and prices, categories from CATALOG_GROUP_SYSTEM joined
 * through PRODUCT_TO_CATALOGGROUP_MAP. The map comes after the products, so products wait in a temporary
 * file (not in memory) until the document ends, then get their category paths. A product over the element
 * limit (`maxItemElements`) is skipped with a warning in its place.
 */
export const bmecatAdapter: FeedAdapter<BmecatParams> = {
  name: 'bmecat',
  schema: BmecatParamsSchema,
  async *read(text, params, context): AsyncGenerator<AdapterEvent[]> {
    const groups = new Map<string, Group>();
    const productGroup = new Map<string, string>();
    const dir = await mkdtemp(join(tmpdir(), 'feedhub-bmecat-'));
    const spill = createWriteStream(join(dir, 'products.ndjson'));
    const pending: string[] = [];
    let products = 0;
    const priceTypes = new PriceTypes(params.priceType);
    const valueIds = new ValueIds();
    const reader = new XmlItemReader(
      [
        ...itemMatchers(['CATALOG_STRUCTURE'], {}, (node) => {
          const id = one(P.groupId, node);
          if (id === null) return;
          groups.set(id, {
            name: one(P.groupName, node) ?? id,
            parent: one(P.parentId, node),
            root: node.attrs.type === 'root',
          });
        }),
        ...itemMatchers(
          ['PRODUCT', 'ARTICLE'],
          {},
          (node, position) => {
            products++;
            const prices = nodesOf(P.prices, node);
            priceTypes.count(prices);
            const product = productItem(node, prices, products, position.line, params, valueIds);
            const places = product.valueIds.length ? { valueIds: product.valueIds } : {};
            pending.push(spillLine({ kind: 'item', item: product.item, ...places }));
          },
          (partial, position, limit) => {
            products++;
            const where = { index: products, ...(position.line ? { line: position.line } : {}) };
            pending.push(spillLine(tooLargeWarning(one(P.code, partial), where, limit)));
          },
        ),
        // Value definitions of a classification system (BMEcat 2005 ALLOWED_VALUES), wherever they stand.
        ...itemMatchers(['ALLOWED_VALUE'], {}, (node) => {
          const name = texts(node, 'ALLOWED_VALUE_NAME', params.language)[0]?.trim();
          valueIds.define(firstText(node, 'ALLOWED_VALUE_ID') ?? '', name ?? '');
        }),
        ...itemMatchers(['PRODUCT_TO_CATALOGGROUP_MAP', 'ARTICLE_TO_CATALOGGROUP_MAP'], {}, (node) => {
          const product = one(P.mapProduct, node);
          const group = one(P.mapGroup, node);
          if (product !== null && group !== null && !productGroup.has(product))
            productGroup.set(product, group);
        }),
      ],
      itemLimits(context.limits, params),
    );
    try {
      for await (const lines of readXmlItems(text, reader, pending, context)) {
        // Products wait on disk for the group map at the end of the document (backpressure kept).
        if (!spill.write(`${lines.join('\n')}\n`)) await once(spill, 'drain');
      }
      spill.end();
      await once(spill, 'finish');
      if (products === 0) throw new FeedError('feed_no_items', { itemPath: 'T_NEW_CATALOG/PRODUCT' });
      const lines = createInterface({
        input: createReadStream(join(dir, 'products.ndjson')),
        crlfDelay: Infinity,
      });
      const batch: AdapterEvent[] = [];
      for (const warning of [priceTypes.warning(), valueIds.warning()]) if (warning) batch.push(warning);
      for await (const line of lines) {
        const { valueIds: places, ...event } = JSON.parse(line) as SpillEvent;
        if (event.kind === 'item') {
          joinGroup(event.item, productGroup, groups);
          if (places) valueIds.resolve(event.item, places);
        }
        batch.push(event);
        if (batch.length === 1000) yield takeAll(batch);
      }
      if (batch.length) yield batch;
    } finally {
      spill.destroy();
      await rm(dir, { recursive: true, force: true });
    }
  },
};
