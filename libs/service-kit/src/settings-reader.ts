import {
  SETTING_DEFINITIONS,
  SUBJECTS,
  SettingsChangedEventSchema,
  SettingsGetReplySchema,
  type SettingCode,
} from '@feedhub/contracts';
import type { Bus, Subscription } from '@feedhub/bus';
import type { Logger } from './logger';

/** How long identity may take to answer before a reader goes on with the seeded values. */
const SETTINGS_TIMEOUT_MS = 2_000;
/** A read value is kept this long even without a change event (events are best-effort). */
const SETTINGS_TTL_MS = 60_000;

/** The global settings (identity owns them) as another service reads them: cached until they change. */
export interface SettingsReader {
  /**
   * The current values of these codes. When identity does not answer, a code reads as its seeded
   * value (`initial` of SETTING_DEFINITIONS) with `fromIdentity: false`, so a caller can decide
   * whether a default is good enough (pricing refuses a guessed VAT).
   */
  read<C extends SettingCode>(
    codes: readonly C[],
  ): Promise<{ values: Record<C, string | null>; fromIdentity: boolean }>;
  /** Forgets the cached values. */
  clear(): void;
}

const readers = new WeakMap<Bus, SettingsReader>();

/** The one settings reader of a bus (routes, workers and the change subscription share its cache). */
export function settingsReader(bus: Bus, log: Logger): SettingsReader {
  const existing = readers.get(bus);
  if (existing) return existing;
  const cache = new Map<string, { value: string | null; at: number }>();
  const reader: SettingsReader = {
    async read<C extends SettingCode>(codes: readonly C[]) {
      const now = Date.now();
      const missing = codes.filter((code) => {
        const hit = cache.get(code);
        return !hit || now - hit.at >= SETTINGS_TTL_MS;
      });
      let fromIdentity = true;
      if (missing.length) {
        try {
          const reply = await bus.request(
            SUBJECTS.settingsGet,
            { codes: [...missing] },
            SettingsGetReplySchema,
            SETTINGS_TIMEOUT_MS,
          );
          for (const code of missing) cache.set(code, { value: reply.values[code] ?? null, at: now });
        } catch (err) {
          log.warn({ err, codes: missing }, 'identity did not give the settings; seeded values used');
          fromIdentity = false;
        }
      }
      const values = {} as Record<C, string | null>;
      for (const code of codes) {
        const hit = cache.get(code);
        values[code] = hit ? hit.value : SETTING_DEFINITIONS[code].initial;
        if (!hit) fromIdentity = false;
      }
      return { values, fromIdentity };
    },
    clear() {
      cache.clear();
    },
  };
  readers.set(bus, reader);
  return reader;
}

/** Drops a bus's cached settings when identity announces a change (add it to a service's `bus` handlers). */
export function settingsReaderSubscriptions(bus: Bus, log: Logger): Subscription[] {
  const reader = settingsReader(bus, log);
  return [bus.subscribe(SUBJECTS.settingsChanged, SettingsChangedEventSchema, () => reader.clear())];
}
