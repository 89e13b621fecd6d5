import { BaseModel, Model } from '@feedhub/db';
import { PartnerCategory } from '../categories/categories.model';
import { SCHEMA } from '../schema';

/** One supplier attribute of a product as stored: keyed by attribute code. */
export interface StoredProductAttribute {
  name: string;
  /** A list when the feed gives several values. */
  value: string | string[];
  unit: string | null;
  /** The type the feed's values suggest. */
  type: string;
}

/** A partner's product as its feed last gave it (SPEC §3 Partner product). Money is decimal strings. */
export class PartnerProduct extends BaseModel {
  static override tableName = `${SCHEMA}.partner_products`;
  id!: number;
  partnerId!: number;
  code!: string;
  sku!: string | null;
  name!: string | null;
  ean!: string | null;
  manufacturerCode!: string | null;
  brand!: string | null;
  categoryId!: number | null;
  categoryCode!: string | null;
  amount!: number | null;
  price!: string | null;
  rrpPrice!: string | null;
  supplierPrice!: string | null;
  vatRate!: string | null;
  currency!: string | null;
  description!: string | null;
  images!: string[];
  attributes!: Record<string, StoredProductAttribute>;
  contentHash!: string;
  inExportList!: boolean;
  exportedAt!: Date | null;
  /** Fingerprint of the payload the PIM last accepted (export/export-products.job.ts). */
  exportHash!: string | null;
  changedAt!: Date;
  createdAt!: Date;
  missingSince!: Date | null;
  isOk!: boolean;
  category?: PartnerCategory | null;

  static override get jsonAttributes(): string[] {
    return ['images', 'attributes'];
  }

  static override get relationMappings() {
    return {
      category: {
        relation: Model.BelongsToOneRelation,
        modelClass: PartnerCategory,
        join: { from: `${SCHEMA}.partner_products.category_id`, to: `${SCHEMA}.partner_categories.id` },
      },
    };
  }
}
