import type { PimCategoryMappingRow, PimFamilyOption, PriorityItem } from '@feedhub/contracts';

/** Partners of a PIM category in their saved order. */
export const prioritiesFixture: PriorityItem[] = [
  { id: 11, name: 'Acme Supplies' },
  { id: 12, name: 'Baltic Parts' },
  { id: 13, name: 'Nordic Feeds' },
];

/** Families to choose from. */
export const familiesFixture: PimFamilyOption[] = [
  { id: 1, code: 'laptops', name: 'Laptops' },
  { id: 2, code: 'monitors', name: 'Monitors' },
];

/** Rows of the PIM category mapping list. */
export const pimMappingRowsFixture: PimCategoryMappingRow[] = [
  { id: 5, code: 'laptops', name: 'Computers / Laptops', family: 'laptops', priorities: prioritiesFixture },
  { id: 6, code: 'monitors', name: 'Computers / Monitors', family: null, priorities: [] },
];
