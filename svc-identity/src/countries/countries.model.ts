import { BaseModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A country (seeded; the users form's select). */
export class Country extends BaseModel {
  static override tableName = `${SCHEMA}.countries`;
  /** Id. */
  id!: number;
  /** ISO 3166-1 alpha-2 code. */
  code!: string;
  /** English name. */
  name!: string;
}
