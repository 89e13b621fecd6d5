import { TimestampedModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** One stored step: a catalogue rule id and its canonical input. */
export interface StoredPriceRuleStep {
  ruleId: string;
  input: string | null;
}

/** A partner's price rule (SPEC §3 Partner price rule): a formula that fills PIM price fields. */
export class PartnerPriceRule extends TimestampedModel {
  static override tableName = `${SCHEMA}.partner_price_rules`;
  id!: number;
  partnerId!: number;
  pimPriceFields!: string[];
  partnerPriceField!: string;
  withVat!: boolean;
  sortOrder!: number;
  useTransportChanges!: boolean;
  rule!: StoredPriceRuleStep[];

  static override get jsonAttributes(): string[] {
    return ['pimPriceFields', 'rule'];
  }
}
