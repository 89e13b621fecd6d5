import { BaseModel, Model, TimestampedModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A margin row of a category mapping (SPEC §3 Marginal). */
export class PartnerCategoryMarginal extends TimestampedModel {
  static override tableName = `${SCHEMA}.partner_category_marginals`;
  id!: number;
  partnerCategoryId!: number;
  brand!: string | null;
  /** Decimal strings (numeric). */
  priceFrom!: string | null;
  priceTo!: string | null;
  marginal!: string | null;
  marginalEt!: string | null;
  prepaymentPercent!: string | null;
}

/** A name-word rule of a category mapping (SPEC §3 Category change). */
export class PartnerCategoryChange extends TimestampedModel {
  static override tableName = `${SCHEMA}.partner_category_changes`;
  id!: number;
  partnerCategoryId!: number;
  /** Searched in the product name. */
  word!: string;
  /** The PIM category its products go to (labels come from the PIM copy). */
  pimCategoryCode!: string | null;
}

/** A priority entry of a category mapping (SPEC §3 priorities: id, name). */
export class PartnerCategoryPriority extends BaseModel {
  static override tableName = `${SCHEMA}.partner_category_priorities`;
  id!: number;
  partnerCategoryId!: number;
  name!: string;
  sortOrder!: number;
}

/** A partner's category as its feed names it, with the mapping to the PIM (SPEC §3 Partner category). */
export class PartnerCategory extends TimestampedModel {
  static override tableName = `${SCHEMA}.partner_categories`;
  id!: number;
  partnerId!: number;
  /** The feed's category code, else its path joined with " > ". */
  code!: string;
  name!: string;
  /** Path from the top, as the feed gives it. */
  path!: string[];
  parentCode!: string | null;
  /** The first mapped PIM category (list filter and sort). */
  pimCategoryCode!: string | null;
  /** Every mapped PIM category code, the first one the main category. */
  pimCategory!: string[] | null;
  brand!: string | null;
  family!: string | null;
  deliveryTime!: number | null;
  vat!: string | null;
  vatEt!: string | null;
  exportAll!: boolean;
  useIcecat!: boolean | null;
  priceChangeType!: 'fixed' | 'percent' | null;
  priceChangeAmount!: string | null;
  disabledEe!: boolean;
  disabledFi!: boolean;
  disabledLv!: boolean;
  transportAddToPrice!: string | null;
  isMapped!: boolean;
  isMarginOk!: boolean;
  firstSeenAt!: Date;
  lastSeenAt!: Date;
  marginals?: PartnerCategoryMarginal[];
  changes?: PartnerCategoryChange[];
  priorities?: PartnerCategoryPriority[];

  static override get jsonAttributes(): string[] {
    return ['path', 'pimCategory'];
  }

  static override get relationMappings() {
    const from = `${SCHEMA}.partner_categories.id`;
    return {
      marginals: {
        relation: Model.HasManyRelation,
        modelClass: PartnerCategoryMarginal,
        join: { from, to: `${SCHEMA}.partner_category_marginals.partner_category_id` },
      },
      changes: {
        relation: Model.HasManyRelation,
        modelClass: PartnerCategoryChange,
        join: { from, to: `${SCHEMA}.partner_category_changes.partner_category_id` },
      },
      priorities: {
        relation: Model.HasManyRelation,
        modelClass: PartnerCategoryPriority,
        join: { from, to: `${SCHEMA}.partner_category_priorities.partner_category_id` },
      },
    };
  }
}
