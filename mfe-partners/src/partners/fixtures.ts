import type {
  DefaultPartnerTask,
  Partner,
  PartnerClass,
  PartnerListRow,
  PartnerPreviewResult,
  QueueOption,
} from '@feedhub/contracts';
import { GUARD_DEFAULTS } from '@feedhub/contracts';

/** Acme as the list shows it (the form's partner below is the same partner in full). */
const acmeRow: PartnerListRow = {
  id: 1,
  name: 'Acme Supplies',
  className: 'xml',
  deliveryTime: 3,
  pimSupplierCode: 'ACME',
  isActive: true,
};

/** Partners as the list shows them, for component tests. */
export const partnersFixture: PartnerListRow[] = [
  acmeRow,
  { id: 2, name: 'Baltic Parts', className: 'csv', deliveryTime: 1, pimSupplierCode: null, isActive: false },
];

/** A partner with a default task and an own task, for the form's tests. */
export const partnerFixture: Partner = {
  ...acmeRow,
  guardStockPercent: 50,
  guardPricePercent: 20,
  guardPriceFactor: 5,
  params: { url: 'https://supplier.example/feed.xml', itemPath: 'products/product' },
  tasks: [
    {
      id: 10,
      partnerId: 1,
      name: 'importProducts',
      methodName: 'importProducts',
      params: {},
      cron: '20 5 * * *',
      queue: 'medium',
      isActive: true,
      isDefault: true,
      debug: false,
    },
    {
      id: 11,
      partnerId: 1,
      name: 'Night prices',
      methodName: 'updatePrices',
      params: {},
      cron: '0 2 * * *',
      queue: 'low',
      isActive: true,
      isDefault: false,
      debug: true,
    },
  ],
};

/** The partner (id 3, no tasks, the guard's defaults) whose section pages the other sections' tests open. */
export const sectionPartnerFixture: Partner = {
  id: 3,
  name: 'Acme Supplies',
  className: 'xml',
  deliveryTime: null,
  pimSupplierCode: null,
  isActive: true,
  guardStockPercent: GUARD_DEFAULTS.stockPercent,
  guardPricePercent: GUARD_DEFAULTS.pricePercent,
  guardPriceFactor: GUARD_DEFAULTS.priceFactor,
  params: {},
  tasks: [],
};

/** Default tasks of a new partner. */
export const defaultTasksFixture: DefaultPartnerTask[] = [
  {
    name: 'importCategories',
    methodName: 'importCategories',
    params: {},
    cron: '0 5 * * *',
    queue: 'high',
    isActive: true,
    isDefault: true,
    debug: false,
  },
];

/** Feed classes with their params. */
export const classesFixture: PartnerClass[] = [
  {
    name: 'xml',
    label: 'XML',
    description: 'Any XML feed: items at a path',
    params: [
      {
        name: 'url',
        type: 'http(s) URL',
        required: true,
        description: 'Feed address; .gz files and gzip answers are unpacked',
        example: 'https://supplier.example/feed.xml',
      },
      {
        name: 'itemPath',
        type: 'path',
        required: true,
        description: 'Path of a product element',
        example: null,
      },
    ],
    example: { url: 'https://supplier.example/feed.xml', itemPath: 'products/product' },
  },
  {
    name: 'csv',
    label: 'CSV',
    description: 'Delimited text with a header row',
    params: [
      { name: 'delimiter', type: 'string', required: false, description: 'Field separator', example: ';' },
    ],
    example: { url: 'https://supplier.example/feed.csv' },
  },
];

/** Queues with what each is for. */
export const queuesFixture: QueueOption[] = [
  { value: 'high', label: 'High: before the import' },
  { value: 'medium', label: 'Medium: the import' },
  { value: 'low', label: 'Low: after the import' },
];

/** A preview of a feed that stopped early. */
export const previewFixture: PartnerPreviewResult = {
  products: [
    {
      code: 'A-1',
      sku: 'SKU-1',
      name: 'Cordless drill',
      ean: '4006381333931',
      manufacturerCode: 'CD-18',
      brand: 'Bosch',
      category: 'Tools > Drills',
      price: '129.9',
      rrpPrice: null,
      supplierPrice: null,
      amount: 1234,
      attributes: [
        { code: 'voltage', name: 'Voltage', value: '18 V' },
        { code: 'weight', name: 'Weight', value: '1.2 kg' },
      ],
    },
  ],
  warnings: [{ message: 'Record 3 (line 40): code is missing; skipped' }],
  summary: {
    records: 3,
    warnings: 1,
    categories: 2,
    attributes: 5,
    brands: 1,
    complete: false,
    error: 'The feed answered 404 Not Found',
    seconds: 0.4,
  },
};
