import type { PartnerAttributeOption, PartnerCategoryRow, PartnerZeroAmountRow } from '@feedhub/contracts';

/** The partner's brand options (an option's id is its index). */
export const brandsFixture: PartnerAttributeOption[] = [
  { id: 0, name: 'Lenovo' },
  { id: 1, name: 'Dell' },
  { id: 2, name: 'Samsung' },
];

const category = (id: number, name: string, path: string): PartnerCategoryRow => ({
  id,
  partnerId: 3,
  code: `c${id}`,
  name,
  path,
  pimCategory: null,
  pimCategoryName: null,
  exportAll: false,
  isMapped: false,
  isMarginOk: true,
  suggestion: null,
  products: 4,
  firstSeenAt: '2026-01-05T08:00:00Z',
});

/** The partner's categories. */
export const categoriesFixture: PartnerCategoryRow[] = [
  category(21, 'Laptops', 'Computers > Laptops'),
  category(22, 'Monitors', 'Computers > Monitors'),
];

/** Rules of the list. */
export const zeroAmountsFixture: PartnerZeroAmountRow[] = [
  { id: 31, partnerId: 3, brand: 1, brandName: 'Dell', categoryId: 22, categoryName: 'Computers › Monitors' },
];
