import type { Bus, Subscription } from '@feedhub/bus';
import { settingsReader, settingsReaderSubscriptions, type Logger } from '@feedhub/service-kit';

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

/** Pricing's view of the bus's settings reader: a VAT identity did not confirm is never guessed. */
export function pricingSettings(bus: Bus, log: Logger): PricingSettingsReader {
  const reader = settingsReader(bus, log);
  return {
    async read() {
      const { values, fromIdentity } = await reader.read(['vat_percent']);
      return { vatPercent: fromIdentity ? values.vat_percent : null };
    },
    clear: () => reader.clear(),
  };
}

/** Drops the cached settings when identity says they changed. */
export function pricingSettingsSubscriptions(bus: Bus, log: Logger): Subscription[] {
  return settingsReaderSubscriptions(bus, log);
}
