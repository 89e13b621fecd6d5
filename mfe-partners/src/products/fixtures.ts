import type { PartnerProduct, PartnerProductExportData, PartnerProductRow } from '@feedhub/contracts';

/** Rows of the products list for component tests: one on the export list, one not. */
export const productRowsFixture: PartnerProductRow[] = [
  {
    id: 101,
    partnerId: 7,
    categoryId: 11,
    code: 'A-100',
    sku: 'SKU-100',
    name: 'Laptop Pro 14',
    ean: '4006381333931',
    manufacturerCode: 'LP14',
    brand: 'Acme',
    amount: 1234,
    price: '1049.9',
    rrpPrice: '1199.00',
    supplierPrice: '899.5',
    inExportList: true,
    exportedAt: '2026-11-24T08:15:00.000Z',
    changedAt: '2026-11-20T10:00:00.000Z',
    createdAt: '2026-01-05T08:00:00.000Z',
    isOk: true,
    categoryName: 'Laptops',
  },
  {
    id: 102,
    partnerId: 7,
    categoryId: null,
    code: 'B-200',
    sku: null,
    name: 'USB-C cable',
    ean: null,
    manufacturerCode: null,
    brand: null,
    amount: 0,
    price: '9.99',
    rrpPrice: null,
    supplierPrice: null,
    inExportList: false,
    exportedAt: null,
    changedAt: '2026-11-21T10:00:00.000Z',
    createdAt: '2026-02-10T08:00:00.000Z',
    isOk: true,
    categoryName: null,
  },
];

/** The export summary of the list above. */
export const exportDataFixture: PartnerProductExportData = {
  total: 1234,
  inExportList: 56,
  waiting: 12,
  exported: 40,
  lastExportedAt: '2026-11-24T08:15:00.000Z',
};

/** A product as the detail reads it: a mapped category, two attributes, two formulas. */
export const productFixture: PartnerProduct = {
  ...productRowsFixture[0],
  vatRate: '24',
  currency: 'EUR',
  description: 'A light laptop.',
  images: ['https://img.example.com/lp14.jpg', 'javascript:alert(1)'],
  category: {
    id: 11,
    name: 'Laptops',
    pimCategory: 'laptops',
    pimCategoryName: 'Electronics > Computers > Laptops',
    pimCategoryObject: ['laptops', 'computers'],
    isMapped: true,
  },
  attributes: [
    {
      id: 31,
      code: 'color',
      name: 'Color',
      type: 'select',
      value: 'Silver',
      unit: null,
      pimCodeNames: [{ code: 'colour', name: 'Colour' }],
    },
    {
      id: null,
      code: 'weight',
      name: 'Weight',
      type: 'number',
      value: '1.2',
      unit: 'kg',
      pimCodeNames: [],
    },
  ],
  prices: {
    fields: [
      { field: 'retailPrice', value: '1399.00', reason: null, priceRuleId: 2, overridden: [0] },
      { field: 'wholesalePrice', value: null, reason: 'no_marginal', priceRuleId: 3, overridden: [] },
    ],
    rules: [
      {
        id: 1,
        sortOrder: 1,
        partnerPriceField: 'price',
        pimPriceFields: ['retailPrice'],
        value: '1299.00',
        reason: null,
        steps: ['Price: 1049.90', 'Margin 20%: 1049.90 + 20% = 1259.88', 'Round up to 1299.00'],
      },
      {
        id: 2,
        sortOrder: 2,
        partnerPriceField: 'rrpPrice',
        pimPriceFields: ['retailPrice'],
        value: '1399.00',
        reason: null,
        steps: ['Recommended retail price: 1199.00', 'VAT 24%: 1199.00 → 1399.00'],
      },
      {
        id: 3,
        sortOrder: 3,
        partnerPriceField: 'supplierPrice',
        pimPriceFields: ['wholesalePrice'],
        value: null,
        reason: 'no_marginal',
        steps: ['Supplier price: 899.50', 'No margin matches the product'],
      },
    ],
  },
};
