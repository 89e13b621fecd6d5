import type { CategoryReason, CategorySource } from './types';

/**
 * Where a vote comes from. The pivot and the PIM's own labels both read the supplier's path (shown as
 * source `taxonomy`); they are kept apart because they are not independent and combine differently.
 */
export type Channel = 'pivot' | 'pim' | 'google' | 'titles' | 'partners';

/** One piece of evidence for one PIM category, before the channels are combined. */
export interface Vote {
  channel: Channel;
  category: number;
  score: number;
  reason: CategoryReason;
}

/** Keeps, per PIM category and channel, the strongest vote. */
export class Ballot {
  private readonly best = new Map<number, Map<Channel, Vote>>();

  add(vote: Vote): void {
    if (!(vote.score > 0)) return;
    const byChannel = this.best.get(vote.category) ?? new Map<Channel, Vote>();
    const known = byChannel.get(vote.channel);
    if (!known || known.score < vote.score) byChannel.set(vote.channel, vote);
    this.best.set(vote.category, byChannel);
  }

  entries(): [number, Map<Channel, Vote>][] {
    return [...this.best];
  }
}

export type { CategorySource };

/** "A › B › C" for a reason line, the last levels only. */
export function showPath(path: readonly string[], levels = 3): string {
  const shown = path.slice(-levels).map((level) => (level.length > 80 ? `${level.slice(0, 79)}…` : level));
  return (path.length > levels ? ['…', ...shown] : shown).join(' › ');
}
