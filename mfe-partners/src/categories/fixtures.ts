import type {
  CategorySuggestion,
  PartnerAttributeOption,
  PartnerCategory,
  PartnerCategoryRow,
  PimCategoryRow,
  PimFamilyOption,
} from '@feedhub/contracts';

/** The laptops category as the list shows it (the mapping modal's category below in full). */
const laptopsRow: PartnerCategoryRow = {
  id: 11,
  partnerId: 3,
  code: 'c-laptops',
  name: 'Laptops',
  path: 'Computers > Laptops',
  pimCategory: 'laptops',
  pimCategoryName: 'Electronics / Computers / Laptops',
  exportAll: true,
  isMapped: true,
  isMarginOk: true,
  products: 1234,
  firstSeenAt: '2026-01-05T08:00:00.000Z',
  suggestion: null,
};

/** A row's fields that the category itself has (the suggestion is the list's alone). */
const categoryOf = ({ suggestion: _suggestion, ...row }: PartnerCategoryRow) => row;

/** Rows of the categories list for component tests. */
export const categoryRowsFixture: PartnerCategoryRow[] = [
  laptopsRow,
  {
    id: 12,
    partnerId: 3,
    code: 'c-cables',
    name: 'Cables',
    path: 'Accessories > Cables',
    pimCategory: null,
    pimCategoryName: null,
    exportAll: false,
    isMapped: false,
    isMarginOk: false,
    products: 0,
    firstSeenAt: '2026-02-10T08:00:00.000Z',
    suggestion: {
      code: 'cables',
      name: 'Electronics / Accessories / Cables',
      score: 0.86,
      confident: true,
      reason: 'Accessories › Cables ≈ Electronics › Accessories › Cables',
      familyCode: null,
    },
  },
  {
    id: 13,
    partnerId: 3,
    code: 'c-misc',
    name: 'Misc',
    path: 'Accessories > Misc',
    pimCategory: null,
    pimCategoryName: null,
    exportAll: false,
    isMapped: false,
    isMarginOk: false,
    products: 4,
    firstSeenAt: '2026-02-10T08:00:00.000Z',
    suggestion: {
      code: 'monitors',
      name: 'Electronics / Computers / Monitors',
      score: 0.41,
      confident: false,
      reason: 'Titles: “Dell P2422H 24" monitor”',
      familyCode: 'monitors',
    },
  },
];

/** PIM categories of the multi-select. */
export const pimCategoriesFixture: PimCategoryRow[] = [
  {
    code: 'laptops',
    parentCode: 'computers',
    name: 'Laptops',
    path: 'Electronics / Computers / Laptops',
    labels: { en: 'Laptops', et: 'Sülearvutid' },
  },
  {
    code: 'monitors',
    parentCode: 'computers',
    name: 'Monitors',
    path: 'Electronics / Computers / Monitors',
    labels: { en: 'Monitors', et: 'Monitorid' },
  },
  {
    code: 'cables',
    parentCode: 'accessories',
    name: 'Cables',
    path: 'Electronics / Accessories / Cables',
    labels: { en: 'Cables', et: 'Kaablid' },
  },
];

/** PIM families of the family select. */
export const familiesFixture: PimFamilyOption[] = [
  { id: 1, code: 'laptop', name: 'Laptop' },
  { id: 2, code: 'monitor', name: 'Monitor' },
];

/** The partner's brands. */
export const brandsFixture: PartnerAttributeOption[] = [
  { id: 0, name: 'Lenovo' },
  { id: 1, name: 'Dell' },
];

/** Suggestions for the laptops category. */
export const suggestionsFixture: CategorySuggestion[] = [
  {
    code: 'monitors',
    name: 'Monitors',
    path: 'Electronics / Computers / Monitors',
    score: 0.8,
    confident: true,
    reason: 'Computers › Laptops ≈ Electronics › Computers › Monitors',
    sources: ['partners', 'taxonomy'],
    familyCode: 'monitor',
  },
  {
    code: 'cables',
    name: 'Cables',
    path: 'Electronics / Accessories / Cables',
    score: 0.35,
    confident: false,
    reason: 'Titles: “USB-C dock”',
    sources: ['titles'],
    familyCode: null,
  },
];

/** A mapped category with margins, a name-word rule and history. */
export const categoryFixture: PartnerCategory = {
  ...categoryOf(laptopsRow),
  pimCategory: ['laptops'],
  pimCategoryObject: [{ code: 'laptops', name: 'Laptops', path: 'Electronics / Computers / Laptops' }],
  family: 1,
  familyCode: 'laptop',
  brand: null,
  deliveryTime: 3,
  vat: '24.0000',
  vatEt: 24,
  useIcecat: true,
  priceChangeType: 'percent',
  priceChangeAmount: '5.0000',
  transportAddToPrice: '2.5000',
  disabledEe: false,
  disabledFi: true,
  disabledLv: false,
  priorities: [{ id: 3, name: 'Acme Supplies' }],
  marginals: [
    {
      id: 100,
      brand: null,
      priceFrom: '0.0000',
      priceTo: '100.0000',
      marginal: '20.0000',
      marginalEt: null,
      prepaymentPercent: null,
    },
    {
      id: 101,
      brand: 'Lenovo',
      priceFrom: '100.0000',
      priceTo: null,
      marginal: '12.5000',
      marginalEt: '10.0000',
      prepaymentPercent: '30.0000',
    },
  ],
  changes: [
    {
      id: 200,
      word: 'dock',
      pimCategory: 'cables',
      pimCategoryObject: { code: 'cables', name: 'Cables', path: 'Electronics / Accessories / Cables' },
    },
  ],
  history: [
    {
      id: 300,
      changedAt: '2026-03-01T10:15:00.000Z',
      username: 'admin',
      source: 'manual',
      changes: [
        { field: 'family', from: null, to: 'laptop' },
        {
          field: 'marginals',
          from: [],
          to: [
            {
              brand: null,
              priceFrom: '0',
              priceTo: '100',
              marginal: '20',
              marginalEt: null,
              prepaymentPercent: '30',
            },
          ],
        },
      ],
    },
  ],
};
