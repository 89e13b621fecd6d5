import type { ExportTestResult, PartnerListRow, PimProduct } from '@feedhub/contracts';

/** Partners of the autocomplete. */
export const partnerOptionsFixture: PartnerListRow[] = [
  {
    id: 5,
    name: 'Demo supplier',
    className: 'xml',
    deliveryTime: 3,
    pimSupplierCode: 'demo',
    isActive: true,
  },
  { id: 6, name: 'Nordic Parts', className: 'xml', deliveryTime: 5, pimSupplierCode: null, isActive: true },
];

/** What the PIM holds: the same product with an older price and name, a value the export no longer sends. */
export const pimHoldsFixture: PimProduct = {
  identifier: 'demo-LT-T14',
  enabled: true,
  family: 'laptops',
  categories: ['laptops_business'],
  values: {
    name: [{ locale: 'en_US', scope: null, data: 'Lenovo ThinkPad T14' }],
    price: [{ locale: null, scope: null, data: [{ amount: '1099.00', currency: 'EUR' }] }],
    ean: [{ locale: null, scope: null, data: '0195892012345' }],
    colour: [{ locale: null, scope: null, data: 'black' }],
    dimensions: [
      { locale: null, scope: 'print', data: { width: 32, depth: 22 } },
      { locale: null, scope: 'ecommerce', data: { width: 32, depth: 22 } },
    ],
  },
};

/** The export test's answer for a product that was exported, with a warning and a PIM that differs. */
export function exportTestFixture(over: Partial<ExportTestResult> = {}): ExportTestResult {
  return {
    productId: 301,
    partnerId: 5,
    partnerName: 'Demo supplier',
    sku: 'LT-T14',
    code: 'T14-G5',
    name: 'Lenovo ThinkPad T14 Gen 5 & dock',
    identifier: 'demo-LT-T14',
    family: 'laptops',
    categories: ['laptops_business'],
    enabled: true,
    fromIcecat: ['description'],
    values: {
      dimensions: [
        { locale: null, scope: 'ecommerce', data: { depth: 22, width: 32 } },
        { locale: null, scope: 'print', data: { depth: 22, width: 32 } },
      ],
      ean: [{ locale: null, scope: null, data: '0195892012345' }],
      name: [{ locale: 'en_US', scope: null, data: 'Lenovo ThinkPad T14 Gen 5 & dock' }],
      price: [{ locale: null, scope: null, data: [{ currency: 'EUR', amount: '1149.00' }] }],
    },
    status: 'exported',
    statusReason: 'The PIM holds its latest payload (exported 24.11.2026 08:05).',
    warnings: ['weight: the value "about 1.4 kg" is not a number, left out'],
    inExportList: true,
    exportedAt: '2026-11-24T08:05:00.000Z',
    pimAdapter: 'embedded',
    pim: pimHoldsFixture,
    pimError: null,
    ...over,
  };
}
