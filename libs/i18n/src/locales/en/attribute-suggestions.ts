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

/** Job log lines of the refresh after an attribute or product import (i18n namespace `jobs`). */
export const attributeSuggestionJobLines = {
  attribute_suggestions_scored_one: 'Suggestions scored for :count attribute',
  attribute_suggestions_scored_other: 'Suggestions scored for :count attributes',
  attribute_suggestions_failed:
    'Attribute suggestions could not be scored (:reason); the import itself is saved',
};
