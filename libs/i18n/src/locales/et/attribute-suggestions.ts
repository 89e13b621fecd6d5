/** Eesti keeles atribuudi soovituse põhjus (vt en/attribute-suggestions.ts). */
export const attributeSuggestions = {
  partners_one: '„:supplier“ on juba seotud atribuudiga :matched',
  partners_other: ':count atribuuti nimega nagu „:supplier“ on juba seotud atribuudiga :matched',
  taxonomy: '„:supplier“ ≈ :matched (standardne tootetaksonoomia)',
  name: '„:supplier“ ≈ :matched',
  values: 'Väärtused :supplier ≈ :matched',
  accepted_one: ':count atribuut seoti soovituse järgi',
  accepted_other: ':count atribuuti seoti soovituste järgi',
  unit: ':reason; :from → :to (× :factor)',
};

/** Atribuutide või toodete impordi järel soovituste arvutamise logiread (nimeruum `jobs`). */
export const attributeSuggestionJobLines = {
  attribute_suggestions_scored_one: 'Soovitused arvutati :count atribuudile',
  attribute_suggestions_scored_other: 'Soovitused arvutati :count atribuudile',
  attribute_suggestions_failed:
    'Atribuutide soovitusi ei saanud arvutada (:reason); import ise on salvestatud',
};
