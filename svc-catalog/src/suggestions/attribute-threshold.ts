import type { Bus } from '@feedhub/bus';
import { SUGGEST_CONFIDENT_SCORE_DEFAULT, SUGGEST_CONFIDENT_SCORE_SETTING } from '@feedhub/contracts';
import { settingsReader, type Logger } from '@feedhub/service-kit';

/** The confident threshold in force (setting suggest_confident_score). */
export type ConfidentThreshold = () => Promise<number>;

/** A stored value read as a threshold: 0–1, else the default (the setting's schema keeps it in range). */
export function thresholdOf(value: string | null | undefined): number {
  const n = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(n) && n >= 0 && n <= 1
    ? n
    : Number(SUGGEST_CONFIDENT_SCORE_DEFAULT);
}

/**
 * The threshold from the global settings, through the bus's settings reader (cached until identity
 * says the settings changed; its seeded default when identity does not answer).
 */
export function confidentThreshold(bus: Bus, log: Logger): ConfidentThreshold {
  const reader = settingsReader(bus, log);
  return async () => {
    const { values } = await reader.read([SUGGEST_CONFIDENT_SCORE_SETTING]);
    return thresholdOf(values[SUGGEST_CONFIDENT_SCORE_SETTING]);
  };
}
