import { PARTNER_ATTRIBUTE_TYPES } from '@feedhub/contracts';
import { z } from 'zod';

/** A position in the feed: item ordinal and, where known, line/row and column. */
export const FeedPositionSchema = z.object({
  index: z.number().int().positive().optional(),
  line: z.number().int().positive().optional(),
  column: z.number().int().nonnegative().optional(),
  offset: z.number().int().nonnegative().optional(),
});

/** A supplier attribute of one product: the value is a list when the feed gives several. */
export const FeedAttributeSchema = z.object({
  /** Stable code: the feed's own (ETIM EF…, a column name) or one made from the name. */
  code: z.string(),
  name: z.string(),
  /** A guess from the values, for a new partner attribute's type. */
  type: z.enum(PARTNER_ATTRIBUTE_TYPES),
  value: z.union([z.string(), z.array(z.string())]),
  unit: z.string().nullable(),
  /** Section / feature group the feed puts the attribute in, when it has one. */
  group: z.string().nullable(),
});
export type FeedAttribute = z.infer<typeof FeedAttributeSchema>;

/** The category the feed gives a product: its own code, its name and the path from the top. */
export const FeedCategorySchema = z.object({
  code: z.string().nullable(),
  name: z.string().nullable(),
  path: z.array(z.string()),
});
export type FeedCategory = z.infer<typeof FeedCategorySchema>;

/** A file the feed attaches to a product that is not a picture: a data sheet, a manual, a web page. */
export const FeedDocumentSchema = z.object({
  /** As the feed writes it (often relative), the values of secrets in it replaced by `***`. */
  url: z.string(),
  /** MIME type as the feed gives it (`application/pdf`; BMEcat `url` for a web page), else null. */
  type: z.string().nullable(),
  /** What it is for, as the feed says (BMEcat MIME_PURPOSE: `data_sheet`, `safety_data_sheet`, `others`…). */
  purpose: z.string().nullable(),
  description: z.string().nullable(),
});
export type FeedDocument = z.infer<typeof FeedDocumentSchema>;

const decimal = z
  .string()
  .regex(/^-?\d{1,10}(\.\d{1,4})?$/)
  .nullable();

/** The canonical record every adapter emits; the import builds the partner product from it. */
export const FeedRecordSchema = z.object({
  /** The supplier's product code: unique in the feed, required. */
  code: z.string().min(1),
  sku: z.string().nullable(),
  name: z.string().nullable(),
  /** GTIN, normalised (EAN-13 for UPC-A) and check-digit verified. */
  ean: z.string().nullable(),
  manufacturerCode: z.string().nullable(),
  brand: z.string().nullable(),
  category: FeedCategorySchema.nullable(),
  /** Net purchase price, a decimal string. */
  price: decimal,
  rrpPrice: decimal,
  supplierPrice: decimal,
  currency: z.string().nullable(),
  vatRate: decimal,
  /** Stock, an integer ≥ 0; null when the feed does not say. */
  amount: z.number().int().nonnegative().nullable(),
  description: z.string().nullable(),
  images: z.array(z.string()),
  attributes: z.array(FeedAttributeSchema),
  position: FeedPositionSchema,
  /** Attachments that are not pictures (BMEcat); only on records that have some, after `position`. */
  documents: z.array(FeedDocumentSchema).optional(),
});
export type FeedRecord = z.infer<typeof FeedRecordSchema>;

/** The canonical fields a generic adapter's mapping can fill (`params.fields`). */
export const MAPPABLE_FIELDS = [
  'code',
  'sku',
  'name',
  'ean',
  'manufacturerCode',
  'brand',
  'categoryCode',
  'categoryName',
  'categoryPath',
  'price',
  'rrpPrice',
  'supplierPrice',
  'currency',
  'vatRate',
  'amount',
  'description',
  'images',
] as const;
export type MappableField = (typeof MAPPABLE_FIELDS)[number];

/** Field values with every key present (one object shape for every item keeps V8's property access fast). */
export function emptyFields(): ExtractedItem['fields'] {
  return {
    code: undefined,
    sku: undefined,
    name: undefined,
    ean: undefined,
    manufacturerCode: undefined,
    brand: undefined,
    categoryCode: undefined,
    categoryName: undefined,
    categoryPath: undefined,
    price: undefined,
    rrpPrice: undefined,
    supplierPrice: undefined,
    currency: undefined,
    vatRate: undefined,
    amount: undefined,
    description: undefined,
    images: undefined,
  };
}

/** A supplier attribute as an adapter found it, before normalisation. */
export interface RawAttribute {
  code?: string | null;
  name: string;
  values: string[];
  unit?: string | null;
  group?: string | null;
}

/** One product as an adapter extracted it: text values per mapped field, raw attributes and position. */
export interface ExtractedItem {
  fields: Partial<Record<MappableField, string[]>>;
  /** Category path given as levels (CSV "Kategorie 1..3", a resolved BMEcat tree). */
  categoryLevels?: string[];
  attributes: RawAttribute[];
  position: FeedPositionSchemaType;
  /** Attachments that are not pictures, when the item has some (they go to the record as they are). */
  documents?: FeedDocument[];
}
type FeedPositionSchemaType = z.infer<typeof FeedPositionSchema>;
