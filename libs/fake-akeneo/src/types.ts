import type { PimAttributeType } from '@feedhub/pim';

/** Labels by Akeneo locale code (en_US, et_EE …). */
export type AkeneoLabels = Record<string, string>;

/** A channel (scope): its locales and currencies. */
export interface AkeneoChannel {
  /** Channel code, e.g. ecommerce. */
  code: string;
  /** Locales enabled on the channel. */
  locales: string[];
  /** Currencies enabled on the channel. */
  currencies: string[];
  /** Root category code of the channel's tree. */
  category_tree: string;
  /** Labels by locale. */
  labels: AkeneoLabels;
}

/** A locale; only enabled ones are accepted in values. */
export interface AkeneoLocale {
  /** Locale code, e.g. et_EE. */
  code: string;
  /** Whether the locale is enabled. */
  enabled: boolean;
}

/** A currency; only enabled ones are accepted in prices. */
export interface AkeneoCurrency {
  /** ISO code. */
  code: string;
  /** Whether the currency is enabled. */
  enabled: boolean;
}

/** A category; parent null is a tree root. */
export interface AkeneoCategory {
  /** Category code. */
  code: string;
  /** Parent code or null for a root. */
  parent: string | null;
  /** Labels by locale. */
  labels: AkeneoLabels;
}

/** A family with its attributes and per-channel requirements. */
export interface AkeneoFamily {
  /** Family code. */
  code: string;
  /** Attribute codes of the family. */
  attributes: string[];
  /** Attribute used as label. */
  attribute_as_label: string;
  /** Attribute used as image, if any. */
  attribute_as_image: string | null;
  /** Required attribute codes by channel. */
  attribute_requirements: Record<string, string[]>;
  /** Labels by locale. */
  labels: AkeneoLabels;
}

/** An attribute definition, the fields the validation reads. */
export interface AkeneoAttribute {
  /** Attribute code. */
  code: string;
  /** Akeneo type (pim_catalog_*). */
  type: PimAttributeType;
  /** Attribute group code. */
  group: string;
  /** Values carry a locale. */
  localizable: boolean;
  /** Values carry a scope (channel). */
  scopable: boolean;
  /** No two products share a value. */
  unique: boolean;
  /** Numbers, metrics and prices may have decimals (then sent as strings). */
  decimals_allowed: boolean | null;
  /** Metric family (measurement family code) of a metric attribute. */
  metric_family: string | null;
  /** Default unit of a metric attribute. */
  default_metric_unit: string | null;
  /** Maximum length of a text value. */
  max_characters: number | null;
  /** Labels by locale. */
  labels: AkeneoLabels;
}

/** An option of a select attribute. */
export interface AkeneoAttributeOption {
  /** Option code. */
  code: string;
  /** Attribute code the option belongs to. */
  attribute: string;
  /** Display order. */
  sort_order: number;
  /** Labels by locale. */
  labels: AkeneoLabels;
}

/** One value of a product for one locale and scope. */
export interface AkeneoValue {
  /** Locale code or null. */
  locale: string | null;
  /** Channel code or null. */
  scope: string | null;
  /** The data, shaped by the attribute type. */
  data: unknown;
}

/** A product in Akeneo's standard format. */
export interface AkeneoProduct {
  /** Server-chosen uuid. */
  uuid: string;
  /** Identifier (value of the identifier attribute). */
  identifier: string;
  /** Enabled flag. */
  enabled: boolean;
  /** Family code or null. */
  family: string | null;
  /** Category codes. */
  categories: string[];
  /** Group codes. */
  groups: string[];
  /** Parent product model code or null. */
  parent: string | null;
  /** Values by attribute code. */
  values: Record<string, AkeneoValue[]>;
  /** Associations by type. */
  associations: Record<string, Record<string, unknown>>;
  /** Creation time (ISO). */
  created: string;
  /** Last update time (ISO). */
  updated: string;
}

/** The seedable fixtures: everything a test may set up before a run. */
export interface AkeneoFixture {
  /** Channels. */
  channels: AkeneoChannel[];
  /** Locales. */
  locales: AkeneoLocale[];
  /** Currencies. */
  currencies: AkeneoCurrency[];
  /** Categories of all trees. */
  categories: AkeneoCategory[];
  /** Families. */
  families: AkeneoFamily[];
  /** Attributes. */
  attributes: AkeneoAttribute[];
  /** Attribute options. */
  attributeOptions: AkeneoAttributeOption[];
  /** Units by measurement family code. */
  measurementFamilies: Record<string, string[]>;
  /** Products, in standard format (uuid/created/updated filled in when missing). */
  products: Array<Partial<AkeneoProduct> & { identifier: string }>;
}
