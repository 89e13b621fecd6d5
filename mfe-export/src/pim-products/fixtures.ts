import type { PimProductDetail, PimProductRow } from '@feedhub/contracts';

/** A row of the PIM products list; `over` changes what a test needs. */
export function pimRowFixture(over: Partial<PimProductRow> = {}): PimProductRow {
  return {
    identifier: 'demo-LT-T14',
    name: 'Lenovo ThinkPad T14 Gen 5 & dock',
    family: 'laptops',
    categories: ['laptops_business', 'promo_autumn'],
    enabled: true,
    createdAt: '2026-11-20T09:00:00.000Z',
    updatedAt: '2026-11-24T08:05:00.000Z',
    ...over,
  };
}

/** A page of the embedded PIM's products: two enabled, one disabled. */
export const pimRowsFixture: PimProductRow[] = [
  pimRowFixture(),
  pimRowFixture({
    identifier: 'demo-MON-P2425H',
    name: 'Dell P2425H 24" monitor',
    family: 'monitors',
    categories: ['monitors'],
  }),
  pimRowFixture({ identifier: 'demo-USB-C-2M', name: null, family: null, categories: [], enabled: false }),
];

/** One product whole, with its values. */
export const pimDetailFixture: PimProductDetail = {
  identifier: 'demo-LT-T14',
  enabled: true,
  family: 'laptops',
  categories: ['laptops_business', 'promo_autumn'],
  values: {
    name: [
      { locale: 'en_US', scope: null, data: 'Lenovo ThinkPad T14 Gen 5 & dock' },
      { locale: 'et_EE', scope: null, data: 'Lenovo ThinkPad T14 5. põlvkond ja dokk' },
    ],
    price: [{ locale: null, scope: 'ecommerce', data: [{ amount: '1149.00', currency: 'EUR' }] }],
  },
  createdAt: '2026-11-20T09:00:00.000Z',
  updatedAt: '2026-11-24T08:05:00.000Z',
};
