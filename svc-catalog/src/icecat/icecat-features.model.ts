import type { IcecatOptionMap } from '@feedhub/contracts';
import { TimestampedModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** One Icecat feature → PIM attribute mapping (Settings → Icecat features; docs/icecat.md). */
export class IcecatFeatureMapping extends TimestampedModel {
  static override tableName = `${SCHEMA}.icecat_feature_map`;
  static override get jsonAttributes(): string[] {
    return ['options'];
  }
  id!: number;
  featureId!: number;
  featureName!: string;
  pimAttributeCode!: string;
  /** Decimal text (numeric column), or null. */
  unitFactor!: string | null;
  options!: IcecatOptionMap[];
  /** Joined on reads: the PIM attribute's labels and type (null when the PIM no longer has it). */
  labelEn?: string | null;
  labelEt?: string | null;
  attributeType?: string | null;
}
