import type { AcceptSkipReason, AcceptSuggestionsInput, AcceptSuggestionsResult } from '@feedhub/contracts';
import { AppError, inTransaction, type DomainContext } from '@feedhub/service-kit';
import { saveAttribute } from '../partner-attributes/partner-attributes.domain';
import type { PartnerAttribute } from '../partner-attributes/partner-attributes.model';
import { attributesOfPartner } from '../partner-attributes/partner-attributes.repo';
import { findPartner } from '../partners/partners.repo';
import { pimAttributesWithOptions } from './attribute-evidence.repo';
import type { StoredAttributeTarget } from './attribute-suggestions.presenter';
import { currentAttributeTargets } from './attribute-suggestions';

/**
 * POST /api/partner-attributes/accept-suggestions: maps every (or each given) attribute of a partner
 * whose top suggestion is confident onto that PIM attribute, with its confident option matches, in
 * one transaction, through the attribute save (its checks, and its history with source `suggestion`).
 */

/** The option mappings an accept adds: confident matches of options not mapped yet, onto options the PIM has. */
function acceptedOptions(
  attribute: PartnerAttribute,
  top: StoredAttributeTarget,
  pimOptions: ReadonlySet<string>,
  threshold: number,
): Record<string, string | null> {
  // Mappings onto another attribute's options would not pass the save's check: only the target's stay.
  const mappings: Record<string, string | null> = Object.fromEntries(
    Object.entries(attribute.optionMappings ?? {}).filter(([, code]) => pimOptions.has(code)),
  );
  for (const option of top.options) {
    const key = String(option.index);
    if (option.score < threshold || mappings[key] || option.index >= attribute.options.length) continue;
    if (!pimOptions.has(option.optionCode)) throw changed(attribute);
    mappings[key] = option.optionCode;
  }
  return mappings;
}

/** 409 suggestions_changed: what was reviewed no longer holds (the suggestion or the PIM changed). */
const changed = (attribute: PartnerAttribute) =>
  new AppError('suggestions_changed', { name: attribute.name });

/** Maps the partner's confident attributes; answers how many, and each one left out with its reason. */
export async function acceptAttributeSuggestions(
  ctx: DomainContext,
  input: AcceptSuggestionsInput,
  threshold: number,
): Promise<AcceptSuggestionsResult> {
  return inTransaction(ctx, async (tx) => {
    if (!(await findPartner(tx.trx, input.partnerId))) throw new AppError('partner_not_found');
    const all = await attributesOfPartner(tx.trx, input.partnerId);
    const byId = new Map(all.map((a) => [a.id, a]));
    const skipped: AcceptSuggestionsResult['skipped'] = [];
    const skip = (id: number, name: string, reason: AcceptSkipReason) => skipped.push({ id, name, reason });
    const wanted = input.ids ? [...new Set(input.ids)] : all.map((a) => a.id).sort((x, y) => x - y);
    const chosen: PartnerAttribute[] = [];
    for (const id of wanted) {
      const attribute = byId.get(id);
      if (!attribute) skip(id, '', 'not_found');
      else if (attribute.pimAttributeCodes?.length) skip(id, attribute.name, 'already_mapped');
      else chosen.push(attribute);
    }
    const targets = await currentAttributeTargets(tx.trx, input.partnerId, chosen, threshold);
    const pim = new Map((await pimAttributesWithOptions(tx.trx)).map((a) => [a.code, a]));
    let mapped = 0;
    for (const attribute of chosen) {
      const top = targets.get(attribute.id)?.[0];
      const expected = input.expected?.[String(attribute.id)];
      if (expected !== undefined && (top?.code !== expected || top.score < threshold))
        throw changed(attribute);
      if (!top) skip(attribute.id, attribute.name, 'no_suggestion');
      else if (top.score < threshold) skip(attribute.id, attribute.name, 'not_confident');
      else {
        const target = pim.get(top.code);
        if (!target) throw changed(attribute);
        await saveAttribute(
          tx,
          {
            id: attribute.id,
            partnerId: attribute.partnerId,
            weight: attribute.weight,
            pimAttributeCodes: [top.code],
            optionMappings: acceptedOptions(
              attribute,
              top,
              new Set(target.options.map((o) => o.code)),
              threshold,
            ),
          },
          'suggestion',
        );
        mapped++;
      }
    }
    return { mapped, skipped };
  });
}
