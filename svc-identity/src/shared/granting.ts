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

/**
 * Nobody changes (renames, fills, empties) or deletes a role that holds a permission they do not
 * hold: otherwise a holder of settingsRoles could empty or delete the Administrator role, or take
 * from any role what they could never give back. Refuses under `field`, naming what is missing.
 */
export function assertRoleWithinReach(
  actor: Actor | null,
  rolePermissions: Iterable<string>,
  field: string,
): void {
  const missing = notHeld(actor, rolePermissions);
  if (missing.length)
    throw ValidationError.field(field, 'role_holds_more', { permissions: missing.join(', ') });
}
