import { remove as foldConfusables } from 'confusables';
import { nameKey } from '@feedhub/contracts';

export { nameKey };

/**
 * The look-alike form of a name: its key with confusable letters folded to Latin (Unicode TR39's
 * idea, with the `confusables` table), so `аdmin` with a Cyrillic а, or `ɑdmin`, is "admin". Two
 * users may not share it: one could pass for the other in lists, logs and audit trails.
 */
export function nameSkeleton(name: string): string {
  return nameKey(foldConfusables(nameKey(name)));
}
