import type { PimProduct, PimValue } from '@feedhub/contracts';
import type { PimAttribute } from '../model';
import { buildExportPayload, type ExportSource } from './payload';
import { productProblems } from './product-check';
import { pimStructure } from './structure';

const labels = { en: 'x', et: 'x' };

const attribute = (
  code: string,
  type: PimAttribute['type'],
  extra: Partial<PimAttribute> = {},
): PimAttribute => ({
  code,
  type,
  group: 'general',
  localizable: false,
  scopable: false,
  decimalsAllowed: null,
  metricFamily: null,
  defaultMetricUnit: null,
  labels,
  ...extra,
});

/** Every attribute type; locales en_US and et_EE; channels ecommerce (both) and print (en_US); EUR. */
const STRUCTURE = pimStructure({
  categories: ['laptops', 'computers', 'gaming'].map((code) => ({ code, parent: null, labels })),
  families: [{ code: 'laptops', attributes: ['sku', 'name'], attributeAsLabel: 'name', labels }],
  attributes: [
    attribute('sku', 'pim_catalog_identifier'),
    attribute('name', 'pim_catalog_text', { localizable: true }),
    attribute('description', 'pim_catalog_textarea', { localizable: true, scopable: true }),
    attribute('keywords', 'pim_catalog_text', { scopable: true }),
    attribute('supplier_code', 'pim_catalog_text'),
    attribute('brand', 'pim_catalog_simpleselect'),
    attribute('ports', 'pim_catalog_multiselect'),
    attribute('wifi', 'pim_catalog_boolean'),
    attribute('released', 'pim_catalog_date'),
    attribute('cores', 'pim_catalog_number', { decimalsAllowed: false }),
    attribute('power', 'pim_catalog_number', { decimalsAllowed: true }),
    attribute('weight', 'pim_catalog_metric', {
      decimalsAllowed: true,
      metricFamily: 'Weight',
      defaultMetricUnit: 'KILOGRAM',
    }),
    attribute('retail_price', 'pim_catalog_price_collection', { decimalsAllowed: true }),
    attribute('stock', 'pim_catalog_number', { decimalsAllowed: false }),
    attribute('delivery_days', 'pim_catalog_number', { decimalsAllowed: false }),
    attribute('disabled_ee', 'pim_catalog_boolean'),
    attribute('disabled_fi', 'pim_catalog_boolean'),
    attribute('disabled_lv', 'pim_catalog_boolean'),
  ],
  options: [
    { code: 'dell', attribute: 'brand', sortOrder: 0, labels },
    { code: 'usb_c', attribute: 'ports', sortOrder: 0, labels },
    { code: 'hdmi', attribute: 'ports', sortOrder: 1, labels },
  ],
  locales: ['en_US', 'et_EE'],
  channels: [
    { code: 'ecommerce', locales: ['en_US', 'et_EE'], currencies: ['EUR'] },
    { code: 'print', locales: ['en_US'], currencies: ['EUR'] },
  ],
  currencies: ['EUR'],
});

/** A valid product with the given values (a laptop in a known family and category). */
const product = (values: PimProduct['values'] = {}, fields: Partial<PimProduct> = {}): PimProduct => ({
  identifier: 'ACME-X1',
  enabled: true,
  family: 'laptops',
  categories: ['laptops'],
  values,
  ...fields,
});

const one = (data: unknown): PimValue[] => [{ locale: null, scope: null, data }];

/** The messages of the problems of a product holding one value of `code`. */
const problemsOf = (code: string, values: PimValue[]) =>
  productProblems(STRUCTURE, product({ [code]: values })).map((problem) => problem.message);

describe('accepts what buildExportPayload builds', () => {
  const base: ExportSource = {
    product: {
      id: 7,
      code: 'X 1,2;3',
      name: 'Dell Gaming 5440',
      description: 'Fast.',
      ean: null,
      manufacturerCode: null,
      brand: 'Dell',
      amount: 3,
      missing: false,
      attributes: {
        ports: { value: ['USB-C', 'HDMI', 'USB-C'], unit: null },
        wifi: { value: 'jah', unit: null },
        released: { value: '05.03.2024', unit: null },
        cores: { value: '8', unit: null },
        power: { value: '1 299,50', unit: null },
        weight: { value: '1,8 kg', unit: null },
        keywords: { value: ['office', 'travel'], unit: null },
      },
    },
    partner: { id: 4, pimSupplierCode: 'ACME', deliveryTime: 5 },
    category: {
      name: 'Laptops',
      pimCategories: ['laptops', 'computers', 'gone'],
      family: 'laptops',
      deliveryTime: null,
      disabledEe: true,
      disabledFi: false,
      disabledLv: false,
      changes: [{ word: 'gaming', pimCategory: 'gaming' }],
    },
    attributeMappings: new Map(
      ['ports', 'wifi', 'released', 'cores', 'power', 'weight', 'keywords'].map((code) => [
        code,
        {
          pimAttributeCodes: [code],
          optionCodes: new Map([
            ['USB-C', 'usb_c'],
            ['HDMI', 'hdmi'],
          ]),
        },
      ]),
    ),
    prices: { retailPrice: '1299.5000', rrpPrice: null },
    zeroAmount: false,
    currency: 'EUR',
  };

  const sources: [string, ExportSource][] = [
    ['a product with a value of every type', base],
    [
      'a product without a name, brand or prices',
      { ...base, product: { ...base.product, name: null, brand: null }, prices: {} },
    ],
    [
      'a product of a partner without a PIM supplier code',
      { ...base, partner: { id: 4, pimSupplierCode: null, deliveryTime: null } },
    ],
    [
      'a product under a zero-amount rule',
      { ...base, zeroAmount: true, product: { ...base.product, amount: -2 } },
    ],
    [
      'a product whose values are all left out',
      {
        ...base,
        product: {
          ...base.product,
          attributes: { cores: { value: '2,5', unit: null }, weight: { value: '3 stone', unit: null } },
        },
      },
    ],
  ];

  test.each(sources)('%s', (_, source) => {
    const build = buildExportPayload(source, STRUCTURE);
    if (!build.sendable) throw new Error(`skipped: ${build.reason.key}`);
    expect(productProblems(STRUCTURE, build.product)).toEqual([]);
  });
});

describe('product', () => {
  test('a valid product has no problems', () => {
    expect(productProblems(STRUCTURE, product({ sku: one('ACME-X1') }))).toEqual([]);
  });

  test('a product without family is accepted', () => {
    expect(productProblems(STRUCTURE, product({}, { family: null }))).toEqual([]);
  });

  test('refuses a family the PIM does not have', () => {
    expect(productProblems(STRUCTURE, product({}, { family: 'phones' }))).toEqual([
      { property: 'family', message: 'The family "phones" does not exist.' },
    ]);
  });

  test('refuses each category the PIM does not have', () => {
    expect(productProblems(STRUCTURE, product({}, { categories: ['laptops', 'gone', 'lost'] }))).toEqual([
      { property: 'categories', message: 'The gone category does not exist in your PIM.' },
      { property: 'categories', message: 'The lost category does not exist in your PIM.' },
    ]);
  });

  test('refuses an attribute the PIM does not have', () => {
    expect(productProblems(STRUCTURE, product({ gone: one('x') }))).toEqual([
      { property: 'values', attribute: 'gone', message: 'The gone attribute does not exist.' },
    ]);
  });

  test.each(['ACME-X,1', 'ACME-X;1', '', '  '])('refuses the identifier "%s"', (identifier) => {
    expect(productProblems(STRUCTURE, product({}, { identifier }))).toEqual([
      {
        property: 'identifier',
        message: 'The identifier must not be empty nor hold a comma or a semicolon.',
      },
    ]);
  });
});

describe('locale', () => {
  test('refuses a locale on an attribute that is not localizable', () => {
    expect(
      productProblems(STRUCTURE, product({ supplier_code: [{ locale: 'en_US', scope: null, data: 'X1' }] })),
    ).toEqual([
      {
        property: 'values',
        attribute: 'supplier_code',
        locale: 'en_US',
        scope: null,
        message: 'The supplier_code attribute does not expect a locale, "en_US" given.',
      },
    ]);
  });

  test('refuses a localizable value without a locale', () => {
    expect(problemsOf('name', one('Latitude'))).toEqual([
      'The name attribute expects an existing and activated locale, "null" given.',
    ]);
  });

  test('refuses a locale the PIM has not enabled', () => {
    expect(problemsOf('name', [{ locale: 'fi_FI', scope: null, data: 'Latitude' }])).toEqual([
      'The name attribute expects an existing and activated locale, "fi_FI" given.',
    ]);
  });

  test('accepts each enabled locale', () => {
    expect(
      problemsOf('name', [
        { locale: 'en_US', scope: null, data: 'Latitude' },
        { locale: 'et_EE', scope: null, data: 'Latitude' },
      ]),
    ).toEqual([]);
  });
});

describe('scope', () => {
  test('refuses a scope on an attribute that is not scopable', () => {
    expect(problemsOf('supplier_code', [{ locale: null, scope: 'ecommerce', data: 'X1' }])).toEqual([
      'The supplier_code attribute does not expect a scope, "ecommerce" given.',
    ]);
  });

  test('refuses a scopable value without a scope', () => {
    expect(problemsOf('keywords', one('office'))).toEqual([
      'The keywords attribute expects an existing scope, "null" given.',
    ]);
  });

  test('refuses a channel the PIM does not have', () => {
    expect(problemsOf('keywords', [{ locale: null, scope: 'mobile', data: 'office' }])).toEqual([
      'The keywords attribute expects an existing scope, "mobile" given.',
    ]);
  });

  test('a localizable and scopable value needs both', () => {
    expect(problemsOf('description', [{ locale: null, scope: null, data: 'Fast.' }])).toEqual([
      'The description attribute expects an existing and activated locale, "null" given.',
      'The description attribute expects an existing scope, "null" given.',
    ]);
  });

  test('accepts a localizable and scopable value with a locale and a channel', () => {
    expect(problemsOf('description', [{ locale: 'et_EE', scope: 'ecommerce', data: 'Kiire.' }])).toEqual([]);
  });

  test("refuses a locale the PIM has but the value's channel does not", () => {
    expect(problemsOf('description', [{ locale: 'et_EE', scope: 'print', data: 'Kiire.' }])).toEqual([
      'The description attribute has the locale "et_EE", which is not activated for the channel "print".',
    ]);
    expect(problemsOf('description', [{ locale: 'en_US', scope: 'print', data: 'Fast.' }])).toEqual([]);
  });
});

describe('data by attribute type', () => {
  test.each<[string, unknown, string]>([
    ['sku', 12, 'expects a string'],
    ['supplier_code', 12, 'expects a string'],
    ['supplier_code', 'x'.repeat(256), 'is too long (255 characters at most)'],
    ['wifi', 'yes', 'expects a boolean'],
    ['released', 'soon', 'expects an ISO-8601 date'],
    ['power', 'abc', 'expects a number'],
    ['power', 12.5, 'expects a number'],
    ['cores', '8', 'expects an integer'],
    ['cores', '2.5', 'expects an integer'],
    ['cores', 2.5, 'expects an integer'],
    ['brand', 'lenovo', 'option "lenovo" does not exist'],
    ['brand', 1, 'option "1" does not exist'],
    ['ports', 'usb_c', 'expects an array of option codes'],
    ['ports', ['usb_c', 'vga'], 'option "vga" does not exist'],
    ['weight', '1.8', 'expects {amount, unit}'],
    ['weight', { amount: '1.8', unit: 'STONE' }, 'unit "STONE" does not exist in Weight'],
    ['weight', { amount: '1.8', unit: 'METER' }, 'unit "METER" does not exist in Weight'],
    ['weight', { amount: 'heavy', unit: 'KILOGRAM' }, 'expects a number'],
    ['retail_price', { amount: '12.50', currency: 'EUR' }, 'expects an array of {amount, currency}'],
    ['retail_price', ['12.50'], 'expects {amount, currency}'],
    ['retail_price', [{ amount: '12.50', currency: 'USD' }], 'currency "USD" is not enabled'],
    ['retail_price', [{ amount: '12,50', currency: 'EUR' }], 'expects a number'],
  ])('%s refuses %j', (code, data, problem) => {
    expect(problemsOf(code, one(data))).toEqual([`The ${code} attribute ${problem}.`]);
  });

  test.each<[string, unknown]>([
    ['supplier_code', 'x'.repeat(255)],
    ['wifi', false],
    ['released', '2024-03-05'],
    ['power', '1299.50'],
    ['power', 1299],
    ['cores', 8],
    ['brand', 'dell'],
    ['ports', ['usb_c', 'hdmi']],
    ['ports', []],
    ['weight', { amount: '1.8', unit: 'KILOGRAM' }],
    ['weight', { amount: 2, unit: 'GRAM' }],
    ['retail_price', [{ amount: '12.50', currency: 'EUR' }]],
    ['retail_price', [{ amount: 12, currency: 'EUR' }]],
  ])('%s accepts %j', (code, data) => {
    expect(problemsOf(code, one(data))).toEqual([]);
  });

  test('data null is accepted (it clears the value)', () => {
    expect(problemsOf('cores', one(null))).toEqual([]);
  });

  test('data null still needs the locale and scope rules', () => {
    expect(problemsOf('keywords', one(null))).toEqual([
      'The keywords attribute expects an existing scope, "null" given.',
    ]);
  });

  test('each faulty value is named with its locale and scope', () => {
    expect(
      productProblems(
        STRUCTURE,
        product({
          description: [
            { locale: 'en_US', scope: 'ecommerce', data: 'Fast.' },
            { locale: 'en_US', scope: 'print', data: 7 },
          ],
        }),
      ),
    ).toEqual([
      {
        property: 'values',
        attribute: 'description',
        locale: 'en_US',
        scope: 'print',
        message: 'The description attribute expects a string.',
      },
    ]);
  });
});
