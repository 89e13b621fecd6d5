import { BaseModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** One complete product import of a partner (SPEC §3 Partner stats row). */
export class PartnerStat extends BaseModel {
  static override tableName = `${SCHEMA}.partner_stats`;
  id!: number;
  partnerId!: number;
  collectedAt!: Date;
  new!: number;
  changed!: number;
  /** Products in the feed. */
  total!: number;
  /** Of those, with amount > 0. */
  inStock!: number;
  /** The import job that wrote it (one row per job). */
  jobId!: number | null;
}
