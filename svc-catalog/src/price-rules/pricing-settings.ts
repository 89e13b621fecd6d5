import { SUBJECTS, SettingsChangedEventSchema, SettingsGetReplySchema } from '@feedhub/contracts';
import type { Bus, Subscription } from '@feedhub/bus';
import type { Logger } from '@feedhub/service-kit';

/** How long identity may take to answer before pricing goes on without the default VAT. */
const SETTINGS_TIMEOUT_MS = 2_000;
/** A read value is kept this long even without a change event (events are best-effort). */
const SETTINGS_TTL_MS = 60_000;

/** The global settings pricing reads: the default VAT (setting vat_percent). */
export interface PricingSettingsValue {
  vatPercent: string | null;
}

/** The settings pricing reads, from identity over the bus, cached until they change. */
export interface PricingSettingsReader {
  /** The current values; `vatPercent` is null when identity did not answer (VAT steps then give no price). */
  read(): Promise<PricingSettingsValue>;
  /** Forgets the cached values. */
  clear(): void;
}

const readers = new WeakMap<Bus, PricingSettingsReader>();

/** The one reader of a bus (routes and the change subscription share its cache). */
export function pricingSettings(bus: Bus, log: Logger): PricingSettingsReader {
  let reader = readers.get(bus);
  if (reader) return reader;
  let cached: { value: PricingSettingsValue; at: number } | null = null;
  reader = {
    async read() {
      if (cached && Date.now() - cached.at < SETTINGS_TTL_MS) return cached.value;
      try {
        const reply = await bus.request(
          SUBJECTS.settingsGet,
          { codes: ['vat_percent'] },
          SettingsGetReplySchema,
          SETTINGS_TIMEOUT_MS,
        );
        cached = { value: { vatPercent: reply.values.vat_percent ?? null }, at: Date.now() };
        return cached.value;
      } catch (err) {
        log.warn({ err }, 'pricing: identity did not give the settings; no default VAT');
        return { vatPercent: null };
      }
    },
    clear() {
      cached = null;
    },
  };
  readers.set(bus, reader);
  return reader;
}

/** Drops the cached settings when identity says vat_percent changed. */
export function pricingSettingsSubscriptions(bus: Bus, log: Logger): Subscription[] {
  const reader = pricingSettings(bus, log);
  return [
    bus.subscribe(SUBJECTS.settingsChanged, SettingsChangedEventSchema, ({ codes }) => {
      if (codes.includes('vat_percent')) reader.clear();
    }),
  ];
}
