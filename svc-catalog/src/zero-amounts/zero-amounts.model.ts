import { TimestampedModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A zero-amount rule (SPEC §3): products of this brand in this category of the partner are not sold. */
export class PartnerZeroAmount extends TimestampedModel {
  static override tableName = `${SCHEMA}.partner_zero_amounts`;
  id!: number;
  partnerId!: number;
  /** The brand as products carry it (an option of the partner's attribute `brand`). */
  brand!: string;
  categoryId!: number;
  /** Joined on reads. */
  categoryName?: string;
  categoryPath?: string[] | null;
}
