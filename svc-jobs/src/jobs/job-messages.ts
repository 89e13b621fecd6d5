import type { Locale } from '@feedhub/contracts';
import { feedMessage } from '@feedhub/feeds';
import { formatDateTime, translate } from '@feedhub/i18n';

/** A stored message: a key, its placeholders and, for feed lines, where in the feed. */
export interface MessageOf {
  key: string;
  params?: Record<string, string | number> | null;
  position?: Record<string, number> | null;
  field?: string | null;
}

/** A moment as the jobs store it in a param (`fireAt`: `2026-11-28T00:30:00.000Z`). */
const ISO_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/**
 * Placeholder values as the reader reads them (UI.md): a stored moment as DD.MM.YYYY HH:mm on the
 * office's clock, like every date on the screens; a fraction (`0.7` seconds) with the language's
 * decimal separator (et `0,7`); a worker method's code (`importProducts`) as its label. Lines keep the raw values, so every reader gets their own format.
 */
export function readerParams(
  locale: Locale,
  params: Record<string, string | number>,
): Record<string, string | number> {
  const decimals = new Intl.NumberFormat(locale, { maximumFractionDigits: 3, useGrouping: false });
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => {
      if (typeof value === 'number' && !Number.isInteger(value) && Number.isFinite(value))
        return [name, decimals.format(value)];
      if (typeof value === 'string' && ISO_MOMENT.test(value)) return [name, formatDateTime(value) || value];
      // A worker method by its code (`:method started`) reads as its label, as on the desktops.
      if (name === 'method' && typeof value === 'string') {
        const label = translate(locale, 'jobs', `method_${value}`);
        return [name, label === `method_${value}` ? value : label];
      }
      return [name, value];
    }),
  );
}

/**
 * A job log line or error notice in the reader's language: `feed_*` keys are @feedhub/feeds' own
 * messages (with the position in the feed), the others the i18n `jobs` namespace.
 */
export function jobMessage(locale: Locale, message: MessageOf): string {
  const params = readerParams(locale, message.params ?? {});
  if (message.key.startsWith('feed_'))
    return feedMessage(locale, {
      key: message.key,
      params,
      position: message.position ?? undefined,
      field: message.field ?? undefined,
    });
  return translate(locale, 'jobs', message.key, params);
}
