// Formats of the queue dashboard, in the interface language.
import { formatOfficeTime } from '@feedhub/ui';

const unit = (locale: string, name: string, digits = 0) =>
  new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: name,
    unitDisplay: 'short',
    maximumFractionDigits: digits,
  });

/** A duration as people read it: `350 ms`, `4.2 s`, `3 min 20 s`, `2 h 5 min`; a dash for none. */
export function formatDuration(ms: number | null, locale: string): string {
  if (ms === null) return '–';
  if (ms < 1000) return unit(locale, 'millisecond').format(Math.round(ms));
  if (ms < 60_000) return unit(locale, 'second', 1).format(ms / 1000);
  const seconds = Math.round(ms / 1000);
  if (seconds < 3600) {
    const [m, s] = [Math.floor(seconds / 60), seconds % 60];
    return s
      ? `${unit(locale, 'minute').format(m)} ${unit(locale, 'second').format(s)}`
      : unit(locale, 'minute').format(m);
  }
  const minutes = Math.round(seconds / 60);
  const [h, m] = [Math.floor(minutes / 60), minutes % 60];
  return m
    ? `${unit(locale, 'hour').format(h)} ${unit(locale, 'minute').format(m)}`
    : unit(locale, 'hour').format(h);
}

/** How long ago a moment was: `now`, `12 seconds ago`, `3 minutes ago` (Intl's words in the language). */
export function formatAgo(iso: string, now: number, locale: string): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const seconds = Math.round((at - now) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (Math.abs(seconds) < 60) return rtf.format(seconds, 'second');
  const minutes = Math.round(seconds / 60);
  if (Math.abs(minutes) < 60) return rtf.format(minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (Math.abs(hours) < 24) return rtf.format(hours, 'hour');
  return rtf.format(Math.round(hours / 24), 'day');
}

/** The time of a minute (`14:05` on the office's clock, as every time on the screens): the charts' ticks. */
export const minuteLabel = (iso: string): string => formatOfficeTime(iso);
