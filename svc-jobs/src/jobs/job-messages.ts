import type { Locale } from '@feedhub/contracts';
import { feedMessage } from '@feedhub/feeds';
import { translate } from '@feedhub/i18n';

/** A stored message: a key, its placeholders and, for feed lines, where in the feed. */
export interface MessageOf {
  key: string;
  params?: Record<string, string | number> | null;
  position?: Record<string, number> | null;
  field?: string | null;
}

/**
 * A job log line or error notice in the reader's language: `feed_*` keys are @feedhub/feeds' own
 * messages (with the position in the feed), the others the i18n `jobs` namespace.
 */
export function jobMessage(locale: Locale, message: MessageOf): string {
  const params = message.params ?? {};
  if (message.key.startsWith('feed_'))
    return feedMessage(locale, {
      key: message.key,
      params,
      position: message.position ?? undefined,
      field: message.field ?? undefined,
    });
  return translate(locale, 'jobs', message.key, params);
}
