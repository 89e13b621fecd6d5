import { z } from 'zod';
import { MAPPABLE_FIELDS, type MappableField } from './record';
import { compileJsonPath } from './json/path';
import { DEMO_FEEDS } from './demo-feeds';
import { MAX_ITEM_ELEMENTS } from './limits';
import { FEED_ENCODINGS } from './source/decode';
import { compileXmlPath, PathSyntaxError } from './xml/path';
import { decodeEntities } from './normalize/text';

/** Whether text is an absolute http(s) URL, or `demo:<file>` naming a bundled demo feed (DEMO_FEEDS). */
function isFeedUrl(text: string): boolean {
  if (text.startsWith('demo:')) return DEMO_FEEDS.some((feed) => `demo:${feed.file}` === text);
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A path string that must compile; the message key names the rule, `reason` the syntax problem. */
function pathSchema(compile: (path: string) => unknown) {
  return z
    .string()
    .max(500)
    .superRefine((value, ctx) => {
      try {
        compile(value);
      } catch (error) {
        if (!(error instanceof PathSyntaxError)) throw error;
        ctx.addIssue({ code: 'custom', message: 'feed_path', params: { reason: error.message } });
      }
    });
}

const xmlPath = pathSchema((p) => compileXmlPath(p));
const jsonPath = pathSchema(compileJsonPath);
/** A CSV column: its header name, or its 1-based position. */
const csvColumn = z.union([z.string().min(1).max(200), z.number().int().min(1).max(10_000)]);
const separator = z.string().min(1).max(10);
/** Stock words a partner may add: a supplier has a handful; the cap keeps params small. */
export const MAX_STOCK_WORDS = 200;
/**
 * Elements one XML product may have; a larger one is skipped with a warning. Unset: the read's limit
 * (DEFAULT_FEED_LIMITS.maxItemNodes). Capped, because a product is held in memory whole while it is read.
 */
const maxItemElements = z.number().int().min(100).max(MAX_ITEM_ELEMENTS).optional();

/** One path or alternatives tried in order (the first that gives a value wins). */
const selector = <T extends z.ZodType>(single: T) => z.union([single, z.array(single).min(1).max(10)]);

/** Options every adapter takes: where the feed is and how its values are written. */
const commonShape = {
  /** Feed address (http or https, or `demo:<file>` of a bundled demo feed). Required for imports. */
  url: z.string().max(2000).refine(isFeedUrl, { message: 'feed_url' }).optional(),
  user: z.string().max(255).nullish(),
  password: z.string().max(255).nullish(),
  encoding: z.enum(FEED_ENCODINGS).default('auto'),
  decimalSeparator: z.enum(['auto', '.', ',']).default('auto'),
  categorySeparator: separator.default('>'),
  listSeparator: separator.nullish(),
  defaultBrand: z.string().max(255).nullish(),
  inStockAmount: z.number().int().min(0).max(1_000_000).default(1),
  /** The supplier's own stock words → amount ("Viel Bestand": 20), over the built-in ones. */
  stockWords: z
    .record(z.string().max(100).regex(/\S/), z.number().int().min(0).max(1_000_000))
    .refine((words) => Object.keys(words).length <= MAX_STOCK_WORDS, { message: 'feed_stock_words' })
    .optional(),
  extractUnits: z.boolean().default(true),
  trim: z.boolean().default(true),
};

/** The field mapping of a generic adapter: `code` is required. */
function fieldsSchema<T extends z.ZodType>(single: T) {
  const shape = Object.fromEntries(
    MAPPABLE_FIELDS.map((field) => [
      field,
      field === 'code' ? selector(single) : selector(single).optional(),
    ]),
  ) as Record<MappableField, z.ZodOptional<ReturnType<typeof selector<T>>>>;
  return z.strictObject(shape);
}

/** Attribute rules for tree formats (XML, JSON): nodes with name/value/unit, children by name, "K: v; K: v" text. */
function treeAttributeRule<T extends z.ZodType>(path: T) {
  return z.union([
    z.strictObject({
      path,
      name: path,
      value: path.optional(),
      unit: path.optional(),
      code: path.optional(),
      group: path.optional(),
    }),
    z.strictObject({ children: path }),
    z.strictObject({
      text: path,
      pairSeparator: separator.default(';'),
      keyValueSeparator: separator.default(':'),
    }),
  ]);
}

const csvAttributeRule = z.union([
  z.strictObject({ columns: z.array(csvColumn).min(1).max(500) }),
  z.strictObject({ prefix: z.string().min(1).max(100) }),
  z.strictObject({
    text: csvColumn,
    pairSeparator: separator.default(';'),
    keyValueSeparator: separator.default(':'),
  }),
]);

export const XmlParamsSchema = z.strictObject({
  ...commonShape,
  itemPath: selector(xmlPath),
  namespaces: z.record(z.string().regex(/^[A-Za-z_][\w.-]*$/), z.string().min(1).max(500)).default({}),
  fields: fieldsSchema(xmlPath),
  categoryLevels: z.array(xmlPath).min(1).max(10).optional(),
  attributes: z.array(treeAttributeRule(xmlPath)).max(20).default([]),
  maxItemElements,
});
export type XmlParams = z.infer<typeof XmlParamsSchema>;

export const CsvParamsSchema = z
  .strictObject({
    ...commonShape,
    delimiter: z.enum(['auto', ',', ';', '\t', '|', '~']).default('auto'),
    quote: z.enum(['"', "'"]).default('"'),
    header: z.union([z.literal('auto'), z.boolean()]).default('auto'),
    fields: fieldsSchema(csvColumn),
    categoryLevels: z.array(csvColumn).min(1).max(10).optional(),
    attributes: z.array(csvAttributeRule).max(20).default([]),
    /** Adjacent rows with the same value in this column are one product (Shopify's image and variant rows). */
    groupBy: csvColumn.optional(),
    /** With groupBy: the quantity a row's price is for; the row with the lowest one gives the price. */
    tierQuantity: csvColumn.optional(),
  })
  .refine((params) => params.tierQuantity === undefined || params.groupBy !== undefined, {
    message: 'feed_tier_needs_group',
    path: ['tierQuantity'],
  });
export type CsvParams = z.infer<typeof CsvParamsSchema>;

export const JsonParamsSchema = z.strictObject({
  ...commonShape,
  /** Dot path of the product array; empty for a top-level array or NDJSON (one product per line). */
  itemPath: z.string().max(500).default(''),
  fields: fieldsSchema(jsonPath),
  categoryLevels: z.array(jsonPath).min(1).max(10).optional(),
  attributes: z.array(treeAttributeRule(jsonPath)).max(20).default([]),
});
export type JsonParams = z.infer<typeof JsonParamsSchema>;

export const GoogleMerchantParamsSchema = z.strictObject({
  ...commonShape,
  // Category texts are entity-decoded once more (some feeds escape them twice), so a separator written
  // for the escaped text ("&gt;") is decoded the same way and still splits it.
  categorySeparator: separator.default('>').transform(decodeEntities),
  /** Which Google field gives the category path. */
  categoryFrom: z.enum(['product_type', 'google_product_category']).default('product_type'),
});
export type GoogleMerchantParams = z.infer<typeof GoogleMerchantParamsSchema>;

export const BmecatParamsSchema = z.strictObject({
  ...commonShape,
  /** PRODUCT_PRICE price_type read as the purchase price, and as the RRP. */
  priceType: z.string().min(1).max(50).default('net_list'),
  rrpPriceType: z.string().min(1).max(50).default('nrp'),
  /** Language of texts when the feed has several (`lang` attributes), e.g. `eng`. */
  language: z.string().max(10).nullish(),
  maxItemElements,
});
export type BmecatParams = z.infer<typeof BmecatParamsSchema>;

/** Common parameters after parsing (every adapter's params extend them). */
export type CommonParams = z.infer<z.ZodObject<typeof commonShape>>;
