import { BaseModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** A permission of SPEC §6 (or `*`); seeded, never edited. */
export class Permission extends BaseModel {
  static override tableName = `${SCHEMA}.permissions`;
  /** Id. */
  id!: number;
  /** Name routes check, e.g. `settingsUsers`. */
  name!: string;
  /** English description (the stored fallback; answers translate by name). */
  description!: string;
}
