import type { ErrorNotice as ErrorNoticeDto, Locale } from '@feedhub/contracts';
import { type ErrorNotice } from '@feedhub/jobs';
import { jobMessage } from '../jobs/job-messages';

/** A stored notice → the contract's, its message in the caller's language, with its partner's name when known. */
export function presentNotice(
  locale: Locale,
  notice: ErrorNotice,
  partnerName: string | null = null,
): ErrorNoticeDto {
  return {
    id: notice.id,
    createdAt: new Date(notice.createdAt).toISOString(),
    // `:partner` of a message reads the partner's current name (`#<id>` when catalog did not say).
    message: jobMessage(locale, {
      key: notice.key,
      params:
        notice.partnerId === null
          ? notice.params
          : { partner: partnerName ?? `#${notice.partnerId}`, ...notice.params },
    }),
    type: notice.type,
    context: { job_id: notice.jobId, partner_id: notice.partnerId },
    partnerName,
    review: notice.key === 'import_held',
  };
}
