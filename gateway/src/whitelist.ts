import {
  SUBJECTS,
  WhitelistChangedEventSchema,
  WhitelistListReplySchema,
  anyRangeContains,
  parseIpRange,
  type IpRange,
} from '@feedhub/contracts';
import type { Bus } from '@feedhub/bus';

/**
 * The IP whitelist as this gateway knows it: loaded from identity at start, replaced on every
 * `identity.whitelist.changed` event, so a change applies at once in every replica.
 */
export class WhitelistCache {
  private ranges: IpRange[] | null = null;

  /** Loads the list and follows changes. Fails closed (null) until the first answer. */
  async start(bus: Bus, retryMs = 1000): Promise<void> {
    bus.subscribe(SUBJECTS.whitelistChanged, WhitelistChangedEventSchema, ({ rules }) => this.replace(rules));
    for (;;) {
      try {
        const { rules } = await bus.request(SUBJECTS.whitelistList, {}, WhitelistListReplySchema, 2000);
        if (this.ranges === null) this.replace(rules);
        return;
      } catch {
        await new Promise((r) => setTimeout(r, retryMs));
      }
    }
  }

  /** Asks identity for the current list again. */
  async reload(bus: Bus): Promise<void> {
    const { rules } = await bus.request(SUBJECTS.whitelistList, {}, WhitelistListReplySchema, 2000);
    this.replace(rules);
  }

  /** Replaces the rules. */
  replace(rules: string[]): void {
    this.ranges = rules.map((r) => parseIpRange(r)).filter((r): r is IpRange => r !== null);
  }

  /** Whether the list is loaded yet. */
  get loaded(): boolean {
    return this.ranges !== null;
  }

  /** An empty list lets everyone in; otherwise the client must match a rule. */
  allows(ip: string): boolean {
    if (this.ranges === null) return false;
    return this.ranges.length === 0 || anyRangeContains(this.ranges, ip);
  }
}
