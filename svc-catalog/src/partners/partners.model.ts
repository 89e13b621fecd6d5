import type { PartnerAttributeType } from '@feedhub/contracts';
import { Model, TimestampedModel } from '@feedhub/db';
import { PartnerCategory } from '../categories/categories.model';
import { PartnerProduct } from '../products/products.model';
import { SCHEMA } from '../schema';
import { PartnerStat } from '../stats/stats.model';

/** A partner's attribute (SPEC §3 Attribute); its options and mappings arrive with the import and mapping. */
export class PartnerAttribute extends TimestampedModel {
  static override tableName = `${SCHEMA}.partner_attributes`;
  /** Id. */
  id!: number;
  /** Partner. */
  partnerId!: number;
  /** Supplier code, unique within the partner. */
  code!: string;
  /** Name. */
  name!: string;
  /** Type. */
  type!: PartnerAttributeType;
  /** Weight (default 1). */
  weight!: number;
  /** Options seen in the feed. */
  options!: string[];
  /** PIM attribute codes it is mapped to. */
  pimAttributeCodes?: string[];
  /** Option index → PIM option code. */
  optionMappings?: Record<string, string>;
  /** First and last import that saw it (null: added by hand, never in a feed yet). */
  firstSeenAt?: Date | null;
  lastSeenAt?: Date | null;

  /** jsonb columns objection serialises. */
  static override get jsonAttributes(): string[] {
    return ['options', 'optionMappings', 'pimAttributeCodes'];
  }
}

/** A partner (supplier) and its feed (SPEC §3 Partner). */
export class Partner extends TimestampedModel {
  static override tableName = `${SCHEMA}.partners`;
  /** Id. */
  id!: number;
  /** Name. */
  name!: string;
  /** NFKC + lower-case name: unique. */
  nameKey!: string;
  /** Feed adapter. */
  className!: string;
  /** Delivery time in days. */
  deliveryTime!: number | null;
  /** The supplier's code in the PIM. */
  pimSupplierCode!: string | null;
  /** Imports run. */
  isActive!: boolean;
  /** The import guard's limits (percentages 0–100, 0: off; the price factor). */
  guardStockPercent!: number;
  guardPricePercent!: number;
  guardPriceFactor!: number;
  /** Feed params. */
  params!: Record<string, unknown>;
  /** Attributes (when fetched). */
  attributes?: PartnerAttribute[];

  /** jsonb columns objection serialises. */
  static override get jsonAttributes(): string[] {
    return ['params'];
  }

  static override get relationMappings() {
    return {
      attributes: {
        relation: Model.HasManyRelation,
        modelClass: PartnerAttribute,
        join: { from: `${SCHEMA}.partners.id`, to: `${SCHEMA}.partner_attributes.partner_id` },
      },
      categories: {
        relation: Model.HasManyRelation,
        modelClass: PartnerCategory,
        join: { from: `${SCHEMA}.partners.id`, to: `${SCHEMA}.partner_categories.partner_id` },
      },
      products: {
        relation: Model.HasManyRelation,
        modelClass: PartnerProduct,
        join: { from: `${SCHEMA}.partners.id`, to: `${SCHEMA}.partner_products.partner_id` },
      },
      stats: {
        relation: Model.HasManyRelation,
        modelClass: PartnerStat,
        join: { from: `${SCHEMA}.partners.id`, to: `${SCHEMA}.partner_stats.partner_id` },
      },
    };
  }
}
