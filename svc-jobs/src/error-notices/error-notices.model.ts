import { BaseModel } from '@feedhub/db';
import { SCHEMA } from '../schema';

/** An error notice (SPEC §3): shown on the home desktop until someone dismisses it (deletes the row). */
export class ErrorNotice extends BaseModel {
  static override tableName = `${SCHEMA}.error_notices`;
  id!: number;
  createdAt!: Date;
  type!: 'import' | 'export' | 'system';
  key!: string;
  params!: Record<string, string | number>;
  jobId!: number | null;
  partnerId!: number | null;

  static override get jsonAttributes(): string[] {
    return ['params'];
  }
}
