import type { PartnerAttributeType } from '@feedhub/contracts';
import { TimestampedModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

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
