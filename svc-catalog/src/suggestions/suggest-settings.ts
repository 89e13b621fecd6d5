import {
  SETTING_DEFINITIONS,
  SUGGEST_CONFIDENT_SCORE_DEFAULT,
  SUGGEST_CONFIDENT_SCORE_SETTING,
} from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';
import type { Knex } from '@feedhub/db';
import { settingsReader, type Logger } from '@feedhub/service-kit';
import { SCHEMA } from '../schema';
import { basisFor } from './suggestions.repo';

/** The global settings suggestions read (identity owns them; cached until they change). */
export interface SuggestSettings {
  /** The suggest_confident_score setting as a number 0–1. */
  threshold(): Promise<number>;
  /** The default VAT (vat_percent) as a whole percent: what an accepted mapping's Estonian VAT starts from. */
  vatPercent(): Promise<number>;
}

const DEFAULT_THRESHOLD = Number(SUGGEST_CONFIDENT_SCORE_DEFAULT);

/** A share 0–1 from a setting's text, else the default. */
export function thresholdOf(text: string | null | undefined): number {
  const value = Number(text);
  return text && Number.isFinite(value) && value >= 0 && value <= 1 ? value : DEFAULT_THRESHOLD;
}

/** Suggestions' view of the bus's settings reader. */
export function suggestSettings(bus: Bus, log: Logger): SuggestSettings {
  const reader = settingsReader(bus, log);
  return {
    async threshold() {
      const { values } = await reader.read([SUGGEST_CONFIDENT_SCORE_SETTING]);
      return thresholdOf(values[SUGGEST_CONFIDENT_SCORE_SETTING]);
    },
    async vatPercent() {
      const { values } = await reader.read(['vat_percent']);
      const vat = Math.round(Number(values.vat_percent ?? SETTING_DEFINITIONS.vat_percent.initial));
      return Number.isFinite(vat) && vat >= 0 && vat <= 100
        ? vat
        : Number(SETTING_DEFINITIONS.vat_percent.initial);
    },
  };
}

/** The basis version in force for the threshold the settings give now (a new threshold bumps it). */
export async function currentBasisFor(knex: Knex, settings: SuggestSettings): Promise<number> {
  return basisFor(knex, await settings.threshold());
}

/**
 * The threshold the current basis was computed with (what a refresh outside a request uses: an
 * import job has no settings reader), else the default.
 */
export async function storedThreshold(knex: Knex): Promise<number> {
  const row = (await knex.withSchema(SCHEMA).table('suggestion_basis').where('id', 1).first('threshold')) as
    { threshold: string | number | null } | undefined;
  return row?.threshold === null || row?.threshold === undefined ? DEFAULT_THRESHOLD : Number(row.threshold);
}
