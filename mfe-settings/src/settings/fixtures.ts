import { SECRET_MASK, type Setting } from '@feedhub/contracts';

/** Settings for component tests: plain values, a secret that is set and one that is not. */
export const settingsFixture: Setting[] = [
  { id: 1, code: 'vat_percent', description: 'VAT percent used by price rules', value: '24', secret: false },
  { id: 2, code: 'currency', description: 'Currency of exported prices', value: 'EUR', secret: false },
  { id: 3, code: 'pim_password', description: 'Akeneo API password', value: SECRET_MASK, secret: true },
  { id: 4, code: 'pim_client_secret', description: 'Akeneo API client secret', value: '', secret: true },
];
