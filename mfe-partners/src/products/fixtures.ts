import type {
  PartnerProduct,
  PartnerProductExportData,
  PartnerProductRow,
  ProductIcecat,
} from '@feedhub/contracts';

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
    categoryMapped: true,
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
    categoryMapped: false,
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
  icecat: null,
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

/** A found Icecat look-up in two languages: HTML texts (one with a script), the main picture second, grouped features. */
export const icecatFixture: ProductIcecat = {
  status: 'found',
  lookedUpBy: 'gtin',
  fetchedAt: '2026-11-25T09:30:00.000Z',
  sheets: [
    {
      icecatId: 9001,
      language: 'en',
      title: 'Acme Laptop Pro 14 (LP14)',
      brand: 'Acme',
      productName: 'Laptop Pro 14',
      partCode: 'LP14',
      gtins: ['4006381333931'],
      description: {
        short: 'A <b>light</b> 14" laptop<script>alert(1)</script>',
        long: '<p>All-day battery.</p><p>Weighs <i>1.2 kg</i>.</p>',
      },
      images: [
        { url: 'https://images.icecat.biz/img/gallery/lp14-side.jpg', main: false },
        { url: 'https://images.icecat.biz/img/gallery/lp14.jpg', main: true },
      ],
      features: [
        {
          id: 94,
          name: 'Weight',
          group: 'Weight & dimensions',
          value: '1.2 kg',
          rawValue: '1200',
          unit: 'g',
        },
        { id: 1649, name: 'Colour', group: 'Design', value: 'Silver', rawValue: 'Silver', unit: null },
        { id: 3233, name: 'Warranty', group: null, value: '2 years', rawValue: '2', unit: 'year(s)' },
      ],
    },
    {
      icecatId: 9001,
      language: 'et',
      title: 'Acme sülearvuti Pro 14 (LP14)',
      brand: 'Acme',
      productName: 'Laptop Pro 14',
      partCode: 'LP14',
      gtins: ['4006381333931'],
      description: { short: 'Kerge sülearvuti', long: null },
      images: [{ url: 'https://images.icecat.biz/img/gallery/lp14.jpg', main: true }],
      features: [
        { id: 94, name: 'Kaal', group: 'Kaal ja mõõtmed', value: '1,2 kg', rawValue: '1200', unit: 'g' },
      ],
    },
  ],
};
