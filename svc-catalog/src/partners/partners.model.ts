import { Model, TimestampedModel } from '@feedhub/db';
import { PartnerCategory } from '../categories/categories.model';
import { PartnerAttribute } from '../partner-attributes/partner-attributes.model';
import { PartnerProduct } from '../products/products.model';
import { SCHEMA } from '../schema';
import { PartnerStat } from '../stats/stats.model';

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
