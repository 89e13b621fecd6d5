import type { HeldCounts, HeldDiff } from '@feedhub/contracts';
import type { Partner } from '../partners/partners.model';
import type { BulkConnection } from './bulk-session';
import type { GuardSpec } from './import-guard.types';
import {
  examplesOf,
  hasProducts,
  partnerBase,
  pendingChanges,
  prepareJudgement,
  type GuardBase,
} from './import-guard.repo';

/**
 * The import guard (docs/imports.md "The import guard"): what a run would change, compared with the
 * catalogue before anything of it is merged, and whether that passes the partner's limits. A run
 * that does not pass is kept (its staged rows and the codes it saw, in tables of their own) until a
 * person applies or discards it. Its statements are in import-guard.repo.ts.
 */

/** The limits a run is judged by (the partner's). */
export interface GuardLimits {
  stockPercent: number;
  pricePercent: number;
  priceFactor: number;
}

/** The partner's guard limits. */
export const limitsOf = (partner: Partner): GuardLimits => ({
  stockPercent: partner.guardStockPercent,
  pricePercent: partner.guardPricePercent,
  priceFactor: partner.guardPriceFactor,
});

/**
 * Whether a run of this partner is guarded: some limit is on and the partner has products (its first
 * import is never held: there is nothing to compare with).
 */
export async function isGuarded(c: BulkConnection, partner: Partner, spec: GuardSpec): Promise<boolean> {
  const limits = limitsOf(partner);
  const stock = limits.stockPercent > 0 && (spec.amount !== null || spec.zeroesMissing);
  const price = limits.pricePercent > 0 && spec.price !== null;
  if (!stock && !price) return false;
  return hasProducts(c, partner.id);
}

/**
 * What the run would change (pending rows and "seen" against the catalogue) and why it is held (null
 * when it passes, reasonsOf), and how many products it no longer has (0 lets the finish skip its anti-join).
 */
export async function judgeRun(
  c: BulkConnection,
  tables: { pending: string; seen: string },
  partner: Partner,
  spec: GuardSpec,
): Promise<{ held: HeldDiff | null; gone: number; changed: number; added: number }> {
  const limits = limitsOf(partner);
  await prepareJudgement(c, tables);
  const base = await partnerBase(c, tables.seen, partner.id, spec);
  const { inStock, priced } = base;
  const gone = { gone: base.gone, inStock: base.goneInStock };
  const factor = limits.priceFactor;
  const changes = await pendingChanges(c, tables.pending, partner.id, spec, factor);
  const counts: HeldCounts = {
    toZero: changes.toZero + gone.inStock,
    priceUp: changes.up,
    priceDown: changes.down,
    new: spec.adds ? changes.added : 0,
    gone: gone.gone,
  };
  const reasons = reasonsOf(limits, { inStock, priced }, counts);
  const changed = changes.matched;
  if (!reasons.length) return { held: null, gone: gone.gone, changed, added: counts.new };
  return {
    held: {
      counts,
      examples: await examplesOf(c, tables, partner.id, spec, factor),
      base: { inStock, priced },
      reasons,
      limits,
    },
    gone: gone.gone,
    changed,
    added: counts.new,
  };
}

/**
 * Why a run with these counts is held (empty: it passes). Percentages are of the partner's in-stock
 * and of its priced products before the run; a limit is passed when the share is more than it.
 */
export function reasonsOf(limits: GuardLimits, base: GuardBase, counts: HeldCounts): HeldDiff['reasons'] {
  const reasons: HeldDiff['reasons'] = [];
  if (limits.stockPercent > 0 && base.inStock > 0 && counts.toZero * 100 > limits.stockPercent * base.inStock)
    reasons.push('stock');
  const moved = counts.priceUp + counts.priceDown;
  if (limits.pricePercent > 0 && base.priced > 0 && moved * 100 > limits.pricePercent * base.priced)
    reasons.push('price');
  return reasons;
}
