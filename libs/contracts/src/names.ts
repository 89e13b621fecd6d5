/**
 * The comparison form of a name (users, roles, partners): Unicode NFKC (folds full-width and
 * compatibility look-alikes), trimmed and lower-cased, so "Admin", "ADMIN" and "Ａｄｍｉｎ" are one name.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toLocaleLowerCase('en');
}
