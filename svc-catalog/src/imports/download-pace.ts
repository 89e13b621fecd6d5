import { SETTING_DEFINITIONS } from '@feedhub/contracts';
import type { DownloadPace, FeedSourceOptions } from '@feedhub/feeds';
import type { SettingsReader } from '@feedhub/service-kit';

/** The global settings an import's download keeps to (docs/settings.md). */
export const PACE_SETTINGS = ['feed_min_rate', 'feed_rate_window', 'feed_max_seconds'] as const;
type PaceSetting = (typeof PACE_SETTINGS)[number];

/** A setting's value as a number, or its seeded value when it is not one (identity checks on save). */
function numberOf(values: Partial<Record<PaceSetting, string | null>>, code: PaceSetting): number {
  const value = Number(values[code] ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : Number(SETTING_DEFINITIONS[code].initial);
}

/** The pace of the settings' values: the floor in KiB/s, the window and the ceiling in seconds. */
export function paceOf(values: Partial<Record<PaceSetting, string | null>>): DownloadPace {
  const window = numberOf(values, 'feed_rate_window');
  const max = numberOf(values, 'feed_max_seconds');
  return {
    minBytesPerSecond: numberOf(values, 'feed_min_rate') * 1024,
    windowMs: (window > 0 ? window : Number(SETTING_DEFINITIONS.feed_rate_window.initial)) * 1000,
    maxDurationMs: max > 0 ? max * 1000 : null,
  };
}

/** The seeded pace (1 KiB/s over 60 s, at most an hour): what an import keeps to without a reader. */
export const DEFAULT_PACE: DownloadPace = paceOf({});

/** The current pace, through the service's shared settings reader (cached until identity announces a change). */
export async function readPace(reader: SettingsReader): Promise<DownloadPace> {
  const { values } = await reader.read(PACE_SETTINGS);
  return paceOf(values);
}

/** The pace as openFeedSource takes it. */
export function paceOptions(
  pace: DownloadPace,
): Pick<FeedSourceOptions, 'minBytesPerSecond' | 'rateWindowMs' | 'maxDurationMs'> {
  return {
    minBytesPerSecond: pace.minBytesPerSecond,
    rateWindowMs: pace.windowMs,
    ...(pace.maxDurationMs === null ? {} : { maxDurationMs: pace.maxDurationMs }),
  };
}
