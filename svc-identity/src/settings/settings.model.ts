import { BaseModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A global setting (seeded from SETTING_DEFINITIONS). */
export class Setting extends BaseModel {
  static override tableName = `${SCHEMA}.settings`;
  /** Id. */
  id!: number;
  /** Stable code, e.g. `pim_url`. */
  code!: string;
  /** Value as text. */
  value!: string | null;
  /** English description (answers translate by code). */
  description!: string;
}
