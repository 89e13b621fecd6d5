import { WILDCARD_PERMISSION } from '@feedhub/contracts';
import { ValidationError, type Actor } from '@feedhub/service-kit';

/** Permissions among `wanted` that the actor does not hold (none for a holder of `*`). */
export function notHeld(actor: Actor | null, wanted: Iterable<string>): string[] {
  const held = new Set(actor?.permissions ?? []);
  if (held.has(WILDCARD_PERMISSION)) return [];
  return [...new Set(wanted)].filter((p) => !held.has(p)).sort();
}

/**
 * Nobody grants a permission they do not hold themselves (DESIGN §3; a `*` holder may grant all):
 * refuses, under `field`, naming what is missing. This also covers `*` itself, which only a `*`
 * holder can hand out.
 */
export function assertGrantable(actor: Actor | null, wanted: Iterable<string>, field: string): void {
  const missing = notHeld(actor, wanted);
  if (missing.length)
    throw ValidationError.field(field, 'grant_not_held', { permissions: missing.join(', ') });
}
