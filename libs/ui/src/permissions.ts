import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { AuthUserSchema, LOCAL_STORAGE_USER_KEY, hasPermission } from '@feedhub/contracts';

/** The permission lists of the stored user (SPEC §3: local storage key `user`), or null. */
function storedPermissions(raw: string | null) {
  if (!raw) return null;
  try {
    return AuthUserSchema.pick({ permissions: true, allPermissions: true }).parse(JSON.parse(raw));
  } catch {
    return null;
  }
}

const subscribe = (listener: () => void) => {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
};
const snapshot = () => localStorage.getItem(LOCAL_STORAGE_USER_KEY);

/**
 * SPEC §6's check for screens (remotes included): `can('partnerAdd')` for the logged-in user, the
 * one the shell stores under SPEC §3's `user` key. Route guard and tab/button visibility use the
 * route name as the permission name; with nobody stored (a remote's dev page) everything passes.
 */
export function useCan(): (permission: string) => boolean {
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  const user = useMemo(() => storedPermissions(raw), [raw]);
  return useCallback((permission: string) => hasPermission(user, permission), [user]);
}
