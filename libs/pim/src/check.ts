import {
  PIM_SELECT_TYPES,
  PimAttributeOptionSchema,
  PimAttributeSchema,
  PimCategorySchema,
  PimFamilySchema,
  type PimReferenceData,
} from './model';

/** One thing wrong with a set of reference data: what, and the code it concerns. */
export interface ReferenceDataProblem {
  kind:
    | 'invalid'
    | 'duplicate_code'
    | 'unknown_parent'
    | 'category_cycle'
    | 'unknown_family_attribute'
    | 'label_attribute_not_in_family'
    | 'option_of_unknown_attribute'
    | 'option_of_non_select_attribute';
  code: string;
}

/**
 * Checks that reference data holds together (schemas, unique codes, parents that exist and no
 * cycles, families naming known attributes, options of select attributes only). The embedded PIM's
 * data is checked by its tests; a sync from another PIM keeps what passes and reports the rest.
 */
export function checkReferenceData(data: PimReferenceData): ReferenceDataProblem[] {
  const problems: ReferenceDataProblem[] = [];
  const unique = (codes: string[]) => {
    const seen = new Set<string>();
    for (const code of codes) {
      if (seen.has(code)) problems.push({ kind: 'duplicate_code', code });
      seen.add(code);
    }
    return seen;
  };
  const schemaCheck = <T extends { code?: unknown }>(
    rows: readonly T[],
    schema: { safeParse(value: unknown): { success: boolean } },
  ) => {
    for (const row of rows)
      if (!schema.safeParse(row).success) problems.push({ kind: 'invalid', code: String(row.code) });
  };
  schemaCheck(data.categories, PimCategorySchema);
  schemaCheck(data.families, PimFamilySchema);
  schemaCheck(data.attributes, PimAttributeSchema);
  schemaCheck(data.options, PimAttributeOptionSchema);

  const categories = unique(data.categories.map((category) => category.code));
  const parents = new Map(data.categories.map((category) => [category.code, category.parent]));
  for (const category of data.categories) {
    if (category.parent !== null && !categories.has(category.parent))
      problems.push({ kind: 'unknown_parent', code: category.code });
    // Walks up to a root; more steps than there are categories means a cycle.
    let parent = category.parent;
    for (let steps = 0; parent !== null && parent !== undefined; steps++) {
      if (steps > data.categories.length || parent === category.code) {
        problems.push({ kind: 'category_cycle', code: category.code });
        break;
      }
      parent = parents.get(parent) ?? null;
    }
  }

  const attributes = new Map(data.attributes.map((attribute) => [attribute.code, attribute]));
  unique(data.attributes.map((attribute) => attribute.code));
  unique(data.families.map((family) => family.code));
  for (const family of data.families) {
    for (const code of family.attributes)
      if (!attributes.has(code))
        problems.push({ kind: 'unknown_family_attribute', code: `${family.code}.${code}` });
    if (!family.attributes.includes(family.attributeAsLabel))
      problems.push({ kind: 'label_attribute_not_in_family', code: family.code });
  }
  unique(data.options.map((option) => `${option.attribute}.${option.code}`));
  for (const option of data.options) {
    const attribute = attributes.get(option.attribute);
    if (!attribute)
      problems.push({ kind: 'option_of_unknown_attribute', code: `${option.attribute}.${option.code}` });
    else if (!PIM_SELECT_TYPES.includes(attribute.type))
      problems.push({ kind: 'option_of_non_select_attribute', code: `${option.attribute}.${option.code}` });
  }
  return problems;
}
