/**
 * English wording of an attribute suggestion's reason (GET /api/partner-attributes/suggestions): one
 * line per kind of evidence, in the services' `messages` namespace under `attribute_suggestion_`.
 * Placeholders: `:supplier` what of the supplier's data matched, `:matched` what it matched, `:count`.
 */
export const attributeSuggestions = {
  partners_one: '“:supplier” is already mapped to :matched',
  partners_other: ':count attributes named like “:supplier” are already mapped to :matched',
  taxonomy: '“:supplier” ≈ :matched (standard product taxonomy)',
  name: '“:supplier” ≈ :matched',
  values: 'Values :supplier ≈ :matched',
  accepted_one: ':count attribute mapped as suggested',
  accepted_other: ':count attributes mapped as suggested',
  unit: ':reason; :from → :to (× :factor)',
};
