import { remove as foldConfusables } from 'confusables';
import { nameKey } from '@feedhub/contracts';

export { nameKey };

/**
 * Letters the `confusables` table lists under both `i` and `l` (it then folds them to `l`): dotless ı,
 * Latin ɩ and Greek ι read as an i without its dot, so they fold to `i` here (`Admınistrator` is
 * `Administrator`). The table is a profanity filter's, not Unicode TR39's: it is corrected where
 * names show it wrong.
 */
const DOTLESS_I = /[\u0131\u0269\u03b9\u1fbe]/gu;

/**
 * The look-alike form of a name (after Unicode TR39's skeleton): NFKC, full case folding (upper then
 * lower case, so `ı`, `ſ`, `ß`/`ss`, final `ς` and dotted `İ` fold too), accents and other combining
 * marks dropped, confusable letters folded to Latin (`аdmin` with a Cyrillic а, `ɑdmin`), `rn` read
 * as `m`, runs of spaces as one. Two users (or two roles) may not share it: one could pass for the
 * other in lists, logs and audit trails. Invisible characters never reach it: the save schemas
 * refuse them (`identityName`), since a skeleton that dropped them would hide them.
 */
export function nameSkeleton(name: string): string {
  const folded = nameKey(name).toUpperCase().toLowerCase();
  const unmarked = folded.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFKC');
  const latin = foldConfusables(unmarked.replace(DOTLESS_I, 'i'));
  return nameKey(latin).replace(/rn/g, 'm').replace(/\s+/gu, ' ');
}
