import { TimestampedModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A PIM category's default family and partner priorities (SPEC §3 PIM category mapping row). */
export class PimCategoryMapping extends TimestampedModel {
  static override tableName = `${SCHEMA}.pim_category_mappings`;
  id!: number;
  pimCategoryCode!: string;
  /** Family code, or null. */
  family!: string | null;
  /** Partner ids, highest priority first. */
  priorities!: number[];
  /** Joined on reads: the category's path in the caller's language. */
  pimPath?: string;

  static override get jsonAttributes(): string[] {
    return ['priorities'];
  }
}
