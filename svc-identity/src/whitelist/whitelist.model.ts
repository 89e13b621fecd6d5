import { TimestampedModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** One IP whitelist rule: a single address, CIDR or range, stored canonically. */
export class WhitelistedIp extends TimestampedModel {
  static override tableName = `${SCHEMA}.whitelisted_ips`;
  /** Id. */
  id!: number;
  /** Canonical rule text (`10.0.0.0/8`). */
  ip!: string;
  /** Free text. */
  description!: string | null;
}
