import { remove as foldConfusables } from 'confusables';

/**
 * The comparison form of a name: Unicode NFKC (folds full-width and compatibility look-alikes),
 * trimmed and lower-cased, so "Admin", "ADMIN" and "Ａｄｍｉｎ" are one name.
 */
export function nameKey(name: string): string {
  return name.normalize('NFKC').trim().toLocaleLowerCase('en');
}

/**
 * The look-alike form of a name: its key with confusable letters folded to Latin (Unicode TR39's
 * idea, with the `confusables` table), so `аdmin` with a Cyrillic а, or `ɑdmin`, is "admin". Two
 * users may not share it: one could pass for the other in lists, logs and audit trails.
 */
export function nameSkeleton(name: string): string {
  return nameKey(foldConfusables(nameKey(name)));
}
