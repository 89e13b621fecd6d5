import type { Knex } from '@feedhub/db';
import { ErrorNotice, type StoredMessage } from './models';

/** The notice of a run the import guard held: it waits for review (gone once someone decides). */
export const HELD_NOTICE_KEY = 'import_held';

/** Adds a notice (a job ended in error, or a run waits for review). */
export async function insertNotice(
  trx: Knex,
  notice: StoredMessage & {
    type: 'import' | 'export' | 'system';
    jobId: number | null;
    partnerId: number | null;
  },
): Promise<void> {
  await ErrorNotice.query(trx).insert({
    type: notice.type,
    key: notice.key,
    params: notice.params,
    jobId: notice.jobId,
    partnerId: notice.partnerId,
  });
}
