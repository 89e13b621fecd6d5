import type { PimProduct, PimValue } from '@feedhub/contracts';
import type { PimAttribute, PimReferenceData } from '../model';
import type { IcecatSheet } from '@feedhub/icecat';
import { payloadHash } from './hash';
import type { ExportIcecat, ExportIcecatFeature } from './icecat-values';
import { exportMessage } from './messages';
import {
  buildExportPayload,
  priceAttributeCode,
  type ExportBuild,
  type ExportProductAttribute,
  type ExportSource,
} from './payload';
import { pimStructure, type PimStructure } from './structure';

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

/** A small PIM: every attribute type, two locales, two channels (print in English only), EUR. */
const reference = (): PimReferenceData => ({
  categories: ['laptops', 'computers', 'gaming', 'business', 'tablets'].map((code) => ({
    code,
    parent: null,
    labels,
  })),
  families: [{ code: 'laptops', attributes: ['sku', 'name'], attributeAsLabel: 'name', labels }],
  attributes: [
    attribute('sku', 'pim_catalog_identifier'),
    attribute('name', 'pim_catalog_text', { localizable: true }),
    attribute('description', 'pim_catalog_textarea', { localizable: true, scopable: true }),
    attribute('ean', 'pim_catalog_text'),
    attribute('manufacturer_code', 'pim_catalog_text'),
    attribute('supplier_code', 'pim_catalog_text'),
    attribute('model', 'pim_catalog_text'),
    attribute('keywords', 'pim_catalog_text', { scopable: true }),
    attribute('notes', 'pim_catalog_textarea'),
    attribute('brand', 'pim_catalog_simpleselect'),
    attribute('color', 'pim_catalog_simpleselect'),
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
    attribute('screen', 'pim_catalog_metric', {
      decimalsAllowed: true,
      metricFamily: 'Length',
      defaultMetricUnit: null,
    }),
    attribute('retail_price', 'pim_catalog_price_collection', { decimalsAllowed: true }),
    attribute('picture', 'pim_catalog_image'),
    attribute('stock', 'pim_catalog_number', { decimalsAllowed: false }),
    attribute('delivery_days', 'pim_catalog_number', { decimalsAllowed: false }),
    attribute('disabled_ee', 'pim_catalog_boolean'),
    attribute('disabled_fi', 'pim_catalog_boolean'),
    attribute('disabled_lv', 'pim_catalog_boolean'),
  ],
  options: [
    ['brand', 'dell'],
    ['brand', 'hewlett_packard'],
    ['color', 'black'],
    ['color', 'silver'],
    ['ports', 'usb_c'],
    ['ports', 'hdmi'],
  ].map(([attr, code], sortOrder) => ({ code: code!, attribute: attr!, sortOrder, labels })),
  locales: ['en_US', 'et_EE'],
  channels: [
    { code: 'ecommerce', locales: ['en_US', 'et_EE'], currencies: ['EUR'] },
    { code: 'print', locales: ['en_US'], currencies: ['EUR'] },
  ],
  currencies: ['EUR'],
});

const STRUCTURE = pimStructure(reference());

/** The structure of the reference data after `change`. */
const structureWith = (change: (data: PimReferenceData) => void): PimStructure => {
  const data = reference();
  change(data);
  return pimStructure(data);
};

type Category = NonNullable<ExportSource['category']>;
interface SourceOverrides {
  product?: Partial<ExportSource['product']>;
  partner?: Partial<ExportSource['partner']>;
  category?: Partial<Category> | null;
  /** Supplier attribute code → its PIM attributes and option mappings (text → code). */
  mappings?: Record<string, { pim: string[]; options?: Record<string, string> }>;
  prices?: Record<string, string | null>;
  zeroAmount?: boolean;
  currency?: string;
}

/** A product of partner 4 (PIM supplier code ACME) in a mapped laptops category, and what changes it. */
const source = (overrides: SourceOverrides = {}): ExportSource => ({
  product: {
    id: 7,
    code: 'X1',
    name: 'Dell Latitude 5440',
    description: null,
    ean: null,
    manufacturerCode: null,
    brand: null,
    amount: 3,
    missing: false,
    attributes: {},
    ...overrides.product,
  },
  partner: { id: 4, pimSupplierCode: 'ACME', deliveryTime: null, ...overrides.partner },
  category:
    overrides.category === null
      ? null
      : {
          name: 'Laptops',
          pimCategories: ['laptops', 'computers'],
          family: 'laptops',
          deliveryTime: null,
          disabledEe: false,
          disabledFi: false,
          disabledLv: false,
          changes: [],
          ...overrides.category,
        },
  attributeMappings: new Map(
    Object.entries(overrides.mappings ?? {}).map(([code, { pim, options = {} }]) => [
      code,
      { pimAttributeCodes: pim, optionCodes: new Map(Object.entries(options)) },
    ]),
  ),
  prices: overrides.prices ?? {},
  zeroAmount: overrides.zeroAmount ?? false,
  currency: overrides.currency ?? 'EUR',
});

const build = (s: ExportSource, structure: PimStructure = STRUCTURE): ExportBuild =>
  buildExportPayload(s, structure);

/** The payload and warnings of a build that must be sendable. */
const sent = (s: ExportSource, structure: PimStructure = STRUCTURE) => {
  const result = build(s, structure);
  if (!result.sendable) throw new Error(`skipped: ${result.reason.key}`);
  return result;
};

const valuesOf = (s: ExportSource, code: string, structure?: PimStructure): PimValue[] | undefined =>
  sent(s, structure).product.values[code];

/** The one value (no locale, no scope) of an attribute, or undefined when it is not sent. */
const dataOf = (s: ExportSource, code: string, structure?: PimStructure): unknown => {
  const values = valuesOf(s, code, structure);
  if (values === undefined) return undefined;
  expect(values).toHaveLength(1);
  return values[0]!.data;
};

/** A product holding supplier attribute `x` (value, unit), mapped to the PIM attributes `pim`. */
const mapped = (
  value: ExportProductAttribute['value'],
  pim: string | string[],
  { unit = null, options = {} }: { unit?: string | null; options?: Record<string, string> } = {},
): ExportSource =>
  source({
    product: { attributes: { x: { value, unit } } },
    mappings: { x: { pim: typeof pim === 'string' ? [pim] : pim, options } },
  });

const one = (data: unknown): PimValue[] => [{ locale: null, scope: null, data }];

describe('identifier', () => {
  test('is the partner PIM supplier code and the product code joined by a dash', () => {
    expect(sent(source()).product.identifier).toBe('ACME-X1');
  });

  test('falls back to p and the partner id without a PIM supplier code', () => {
    expect(sent(source({ partner: { pimSupplierCode: null } })).product.identifier).toBe('p4-X1');
  });

  test('falls back to p and the partner id when the PIM supplier code is blank', () => {
    expect(sent(source({ partner: { pimSupplierCode: '  ' } })).product.identifier).toBe('p4-X1');
  });

  test('trims the supplier code and the product code', () => {
    const s = source({ partner: { pimSupplierCode: ' ACME ' }, product: { code: ' X1 ' } });
    expect(sent(s).product.identifier).toBe('ACME-X1');
  });

  test('replaces blanks, commas and semicolons with an underscore', () => {
    const s = source({ partner: { pimSupplierCode: 'AC ME' }, product: { code: 'A 1,2;3\tB' } });
    expect(sent(s).product.identifier).toBe('AC_ME-A_1_2_3_B');
  });

  test('replaces a run of blanks, commas and semicolons with one underscore', () => {
    expect(sent(source({ product: { code: 'A , ;B' } })).product.identifier).toBe('ACME-A_B');
  });

  test('is cut to 255 characters', () => {
    const identifier = sent(source({ product: { code: 'x'.repeat(300) } })).product.identifier;
    expect(identifier).toBe(`ACME-${'x'.repeat(250)}`);
  });

  test('is given on a skipped product too', () => {
    expect(build(source({ category: null }))).toMatchObject({ sendable: false, identifier: 'ACME-X1' });
  });
});

describe('skip reasons', () => {
  test('a category without mapping', () => {
    expect(build(source({ category: null }))).toEqual({
      sendable: false,
      identifier: 'ACME-X1',
      reason: exportMessage('export_category_unmapped'),
      warnings: [],
    });
  });

  test('a PIM without an identifier attribute', () => {
    const structure = structureWith((data) => {
      data.attributes = data.attributes.filter((a) => a.type !== 'pim_catalog_identifier');
    });
    expect(build(source(), structure)).toMatchObject({
      sendable: false,
      reason: exportMessage('export_pim_no_identifier'),
    });
  });

  test('a family the PIM does not have', () => {
    expect(build(source({ category: { family: 'phones' } }))).toMatchObject({
      sendable: false,
      reason: exportMessage('export_family_unknown', { family: 'phones' }),
    });
  });

  test('no category the PIM has', () => {
    expect(build(source({ category: { pimCategories: ['gone', 'lost'] } }))).toMatchObject({
      sendable: false,
      reason: exportMessage('export_categories_unknown', { categories: 'gone, lost' }),
    });
  });

  test('no category at all', () => {
    expect(build(source({ category: { pimCategories: [] } }))).toMatchObject({
      sendable: false,
      reason: { key: 'export_categories_unknown' },
    });
  });
});

describe('payload', () => {
  test('is enabled, in the mapping family, with the mapping categories', () => {
    expect(sent(source()).product).toMatchObject({
      identifier: 'ACME-X1',
      enabled: true,
      family: 'laptops',
      categories: ['laptops', 'computers'],
    });
  });

  test('a plain product: its name, identifier, stock and sale flags, and no warnings', () => {
    expect(sent(source())).toEqual({
      sendable: true,
      product: {
        identifier: 'ACME-X1',
        enabled: true,
        family: 'laptops',
        categories: ['laptops', 'computers'],
        values: {
          name: [
            { locale: 'en_US', scope: null, data: 'Dell Latitude 5440' },
            { locale: 'et_EE', scope: null, data: 'Dell Latitude 5440' },
          ],
          supplier_code: one('X1'),
          stock: one(3),
          disabled_ee: one(false),
          disabled_fi: one(false),
          disabled_lv: one(false),
          sku: one('ACME-X1'),
        },
      },
      warnings: [],
      fromIcecat: [],
    });
  });
});

describe('categories', () => {
  const rules = (...changes: [string, string | null][]) =>
    changes.map(([word, pimCategory]) => ({ word, pimCategory }));

  test('a name-word rule replaces the main category and keeps the further ones', () => {
    const s = source({
      product: { name: 'Asus ROG Gaming laptop' },
      category: { changes: rules(['gaming', 'gaming']) },
    });
    expect(sent(s).product.categories).toEqual(['gaming', 'computers']);
  });

  test('a name-word rule matches whatever the case', () => {
    const s = source({
      product: { name: 'ASUS ROG GAMING' },
      category: { changes: rules(['Gaming', 'gaming']) },
    });
    expect(sent(s).product.categories).toEqual(['gaming', 'computers']);
  });

  test('a name-word rule matches a part of a word', () => {
    const s = source({ product: { name: 'Ultrabook' }, category: { changes: rules(['book', 'business']) } });
    expect(sent(s).product.categories).toEqual(['business', 'computers']);
  });

  test('the first matching rule wins', () => {
    const s = source({
      product: { name: 'Business gaming laptop' },
      category: { changes: rules(['tablet', 'tablets'], ['gaming', 'gaming'], ['business', 'business']) },
    });
    expect(sent(s).product.categories).toEqual(['gaming', 'computers']);
  });

  test('a rule without a PIM category is passed over', () => {
    const s = source({
      product: { name: 'Business gaming laptop' },
      category: { changes: rules(['gaming', null], ['business', 'business']) },
    });
    expect(sent(s).product.categories).toEqual(['business', 'computers']);
  });

  test('a name without any rule word keeps the mapping categories', () => {
    const s = source({ product: { name: 'Latitude' }, category: { changes: rules(['gaming', 'gaming']) } });
    expect(sent(s).product.categories).toEqual(['laptops', 'computers']);
  });

  test('a product without a name keeps the mapping categories', () => {
    const s = source({ product: { name: null }, category: { changes: rules(['gaming', 'gaming']) } });
    expect(sent(s).product.categories).toEqual(['laptops', 'computers']);
  });

  test('a category the rule repeats is listed once', () => {
    const s = source({ product: { name: 'PC' }, category: { changes: rules(['pc', 'computers']) } });
    expect(sent(s).product.categories).toEqual(['computers']);
  });

  test('categories the PIM does not have are dropped with a warning', () => {
    const result = sent(source({ category: { pimCategories: ['laptops', 'gone', 'computers', 'lost'] } }));
    expect(result.product.categories).toEqual(['laptops', 'computers']);
    expect(result.warnings).toEqual([
      exportMessage('export_categories_unknown', { categories: 'gone, lost' }),
    ]);
  });

  test('a rule to a category the PIM does not have leaves the further categories', () => {
    const s = source({ product: { name: 'Gaming' }, category: { changes: rules(['gaming', 'gone']) } });
    const result = sent(s);
    expect(result.product.categories).toEqual(['computers']);
    expect(result.warnings).toEqual([exportMessage('export_categories_unknown', { categories: 'gone' })]);
  });
});

describe('locales and channels', () => {
  test('an attribute neither localizable nor scopable has one value without locale and scope', () => {
    expect(valuesOf(source(), 'supplier_code')).toEqual(one('X1'));
  });

  test('a localizable attribute has one value per enabled locale', () => {
    expect(valuesOf(source({ product: { name: 'Latitude' } }), 'name')).toEqual([
      { locale: 'en_US', scope: null, data: 'Latitude' },
      { locale: 'et_EE', scope: null, data: 'Latitude' },
    ]);
  });

  test('a scopable attribute has one value per channel', () => {
    expect(valuesOf(mapped('office', 'keywords'), 'keywords')).toEqual([
      { locale: null, scope: 'ecommerce', data: 'office' },
      { locale: null, scope: 'print', data: 'office' },
    ]);
  });

  test('a localizable and scopable attribute has a value per channel and each of its locales', () => {
    expect(valuesOf(source({ product: { description: 'Fast.' } }), 'description')).toEqual([
      { locale: 'en_US', scope: 'ecommerce', data: 'Fast.' },
      { locale: 'et_EE', scope: 'ecommerce', data: 'Fast.' },
      { locale: 'en_US', scope: 'print', data: 'Fast.' },
    ]);
  });

  test('a channel locale that is not enabled gets no value', () => {
    const structure = structureWith((data) => {
      data.channels[1]!.locales.push('fi_FI');
    });
    expect(valuesOf(source({ product: { description: 'Fast.' } }), 'description', structure)).toEqual([
      { locale: 'en_US', scope: 'ecommerce', data: 'Fast.' },
      { locale: 'et_EE', scope: 'ecommerce', data: 'Fast.' },
      { locale: 'en_US', scope: 'print', data: 'Fast.' },
    ]);
  });
});

describe('product fields', () => {
  test('description, ean and manufacturer code fill the attributes of those names', () => {
    const values = sent(
      source({ product: { description: 'Fast.', ean: '4711', manufacturerCode: 'LAT-5440' } }),
    ).product.values;
    expect(values.description).toHaveLength(3);
    expect(values.ean).toEqual(one('4711'));
    expect(values.manufacturer_code).toEqual(one('LAT-5440'));
  });

  test('the supplier code attribute holds the product code', () => {
    expect(dataOf(source({ product: { code: 'X1' } }), 'supplier_code')).toBe('X1');
  });

  test('an empty or blank field gives no value', () => {
    const values = sent(source({ product: { name: '  ', ean: '' } })).product.values;
    expect(values.name).toBeUndefined();
    expect(values.ean).toBeUndefined();
  });

  test('a field the PIM has no attribute for is not sent, without a warning', () => {
    const structure = structureWith((data) => {
      data.attributes = data.attributes.filter((a) => a.code !== 'ean');
    });
    const result = sent(source({ product: { ean: '4711' } }), structure);
    expect(result.product.values.ean).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  test('a name over 255 characters is left out with a warning', () => {
    const result = sent(source({ product: { name: 'n'.repeat(256) } }));
    expect(result.product.values.name).toBeUndefined();
    expect(result.warnings).toEqual([
      exportMessage('export_value_too_long', { attribute: 'name', max: 255 }),
    ]);
  });

  test('a name of 255 characters is sent', () => {
    expect(valuesOf(source({ product: { name: 'n'.repeat(255) } }), 'name')).toHaveLength(2);
  });
});

describe('brand', () => {
  test('the brand attribute option mapping gives the option code', () => {
    const s = source({
      product: { brand: 'Dell Inc.' },
      mappings: { brand: { pim: ['brand'], options: { 'Dell Inc.': 'dell' } } },
    });
    expect(dataOf(s, 'brand')).toBe('dell');
  });

  test('the brand is trimmed before its mapping is looked up', () => {
    const s = source({
      product: { brand: ' Dell Inc. ' },
      mappings: { brand: { pim: [], options: { 'Dell Inc.': 'dell' } } },
    });
    expect(dataOf(s, 'brand')).toBe('dell');
  });

  test('without an option mapping, the slug of the brand is the option code', () => {
    expect(dataOf(source({ product: { brand: 'Hewlett-Packard' } }), 'brand')).toBe('hewlett_packard');
  });

  test('a brand mapping without this brand falls back to the slug', () => {
    const s = source({
      product: { brand: 'DELL' },
      mappings: { brand: { pim: ['brand'], options: { HP: 'hewlett_packard' } } },
    });
    expect(dataOf(s, 'brand')).toBe('dell');
  });

  test('a brand the PIM has no option for is left out with a warning', () => {
    const result = sent(source({ product: { brand: 'Lenovo' } }));
    expect(result.product.values.brand).toBeUndefined();
    expect(result.warnings).toEqual([
      exportMessage('export_value_option_unmapped', { attribute: 'brand', value: 'Lenovo' }),
    ]);
  });

  test('no brand, no brand value', () => {
    expect(valuesOf(source({ product: { brand: ' ' } }), 'brand')).toBeUndefined();
  });

  test('a PIM without a brand attribute gets no brand and no warning', () => {
    const structure = structureWith((data) => {
      data.attributes = data.attributes.filter((a) => a.code !== 'brand');
    });
    const result = sent(source({ product: { brand: 'Dell' } }), structure);
    expect(result.product.values.brand).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });
});

describe('mapped attributes', () => {
  test('a supplier attribute fills each of its PIM attributes', () => {
    const values = sent(mapped('Black', ['color', 'model'], { options: { Black: 'black' } })).product.values;
    expect(values.color).toEqual(one('black'));
    expect(values.model).toEqual(one('Black'));
  });

  test('a PIM attribute the PIM does not have gives a warning', () => {
    const result = sent(mapped('Black', ['gone', 'model']));
    expect(result.product.values.model).toEqual(one('Black'));
    expect(result.warnings).toEqual([exportMessage('export_value_attribute_unknown', { attribute: 'gone' })]);
  });

  test('a product without the mapped attribute gets no value and no warning', () => {
    const result = sent(source({ mappings: { x: { pim: ['model'] } } }));
    expect(result.product.values.model).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  test('a mapping without PIM attributes is passed over', () => {
    const result = sent(mapped('Black', []));
    expect(result.warnings).toEqual([]);
  });

  test('a type the export cannot fill is left out with a warning', () => {
    const result = sent(mapped('photo.jpg', 'picture'));
    expect(result.product.values.picture).toBeUndefined();
    expect(result.warnings).toEqual([
      exportMessage('export_value_type_unsupported', { attribute: 'picture', type: 'pim_catalog_image' }),
    ]);
  });

  describe('simpleselect', () => {
    test('takes the option code its text maps to', () => {
      expect(dataOf(mapped(' Black ', 'color', { options: { Black: 'black' } }), 'color')).toBe('black');
    });

    test('an option without mapping is left out with a warning', () => {
      const result = sent(mapped('Red', 'color', { options: { Black: 'black' } }));
      expect(result.product.values.color).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_option_unmapped', { attribute: 'color', value: 'Red' }),
      ]);
    });

    test('an option mapped to a code the PIM does not have is left out with a warning', () => {
      const result = sent(mapped('Red', 'color', { options: { Red: 'red' } }));
      expect(result.product.values.color).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_option_unmapped', { attribute: 'color', value: 'Red' }),
      ]);
    });

    test('a list takes its first text', () => {
      const s = mapped(['Silver', 'Black'], 'color', { options: { Black: 'black', Silver: 'silver' } });
      expect(dataOf(s, 'color')).toBe('silver');
    });
  });

  describe('multiselect', () => {
    const options = { 'USB-C': 'usb_c', 'USB Type-C': 'usb_c', HDMI: 'hdmi' };

    test('maps each text and lists each code once', () => {
      const s = mapped(['USB-C', 'HDMI', 'USB-C', 'USB Type-C'], 'ports', { options });
      expect(dataOf(s, 'ports')).toEqual(['usb_c', 'hdmi']);
    });

    test('one text without mapping leaves the value out with a warning', () => {
      const result = sent(mapped(['USB-C', 'VGA'], 'ports', { options }));
      expect(result.product.values.ports).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_option_unmapped', { attribute: 'ports', value: 'VGA' }),
      ]);
    });
  });

  describe('text', () => {
    test('joins a list with commas', () => {
      expect(dataOf(mapped(['Latitude', ' 5440 ', ''], 'model'), 'model')).toBe('Latitude, 5440');
    });

    test('over 255 characters is left out with a warning', () => {
      const result = sent(mapped(['a'.repeat(200), 'b'.repeat(60)], 'model'));
      expect(result.product.values.model).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_too_long', { attribute: 'model', max: 255 }),
      ]);
    });

    test('a textarea joins a list with line breaks and has no 255 limit', () => {
      const long = 'a'.repeat(300);
      expect(dataOf(mapped(['one', long], 'notes'), 'notes')).toBe(`one\n${long}`);
    });
  });

  describe('number', () => {
    test('"1 299,50" becomes "1299.50" where decimals are allowed', () => {
      expect(dataOf(mapped('1 299,50', 'power'), 'power')).toBe('1299.50');
    });

    test('a thousands separator of a no-break space is dropped', () => {
      expect(dataOf(mapped('1\u00a0299,5', 'power'), 'power')).toBe('1299.5');
    });

    test('with both separators the last is the decimal point: "1,299.50" and "1.299,50" are 1299.50', () => {
      expect(dataOf(mapped('1,299.50', 'power'), 'power')).toBe('1299.50');
      expect(dataOf(mapped('1.299,50', 'power'), 'power')).toBe('1299.50');
      expect(dataOf(mapped('1,234,567.5', 'power'), 'power')).toBe('1234567.5');
    });

    test('zeros past the second decimal are dropped', () => {
      expect(dataOf(mapped('65.5000', 'power'), 'power')).toBe('65.50');
    });

    test('the text after the number is ignored', () => {
      expect(dataOf(mapped('65 W', 'power'), 'power')).toBe('65');
    });

    test('is an integer where decimals are not allowed', () => {
      expect(dataOf(mapped('1 024', 'cores'), 'cores')).toBe(1024);
    });

    test('a zero fraction is an integer where decimals are not allowed', () => {
      expect(dataOf(mapped('8,00', 'cores'), 'cores')).toBe(8);
    });

    test('a fraction where decimals are not allowed is left out with a warning', () => {
      const result = sent(mapped('2,5', 'cores'));
      expect(result.product.values.cores).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_invalid', { attribute: 'cores', value: '2,5' }),
      ]);
    });

    test('a text without a number is left out with a warning', () => {
      const result = sent(mapped('many', 'cores'));
      expect(result.product.values.cores).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_invalid', { attribute: 'cores', value: 'many' }),
      ]);
    });
  });

  describe('metric', () => {
    test('takes its unit from the stored unit', () => {
      expect(dataOf(mapped('1,8', 'weight', { unit: 'kg' }), 'weight')).toEqual({
        amount: '1.8',
        unit: 'KILOGRAM',
      });
    });

    test('the stored unit wins over a suffix', () => {
      expect(dataOf(mapped('1800 g', 'weight', { unit: 'kg' }), 'weight')).toEqual({
        amount: '1800',
        unit: 'KILOGRAM',
      });
    });

    test('takes its unit from the value suffix: 15.6" is in inches', () => {
      expect(dataOf(mapped('15.6"', 'screen'), 'screen')).toEqual({ amount: '15.6', unit: 'INCH' });
    });

    test('a suffix that is a unit code is kept', () => {
      expect(dataOf(mapped('1800 GRAM', 'weight'), 'weight')).toEqual({ amount: '1800', unit: 'GRAM' });
    });

    test('without a unit, the attribute default unit', () => {
      expect(dataOf(mapped('1.8', 'weight'), 'weight')).toEqual({ amount: '1.8', unit: 'KILOGRAM' });
    });

    test('an unknown unit is left out with a warning', () => {
      const result = sent(mapped('3 stone', 'weight'));
      expect(result.product.values.weight).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_unit_unknown', { attribute: 'weight', unit: 'stone' }),
      ]);
    });

    test('a unit of another measurement family is left out with a warning', () => {
      const result = sent(mapped('15 kg', 'screen'));
      expect(result.warnings).toEqual([
        exportMessage('export_value_unit_unknown', { attribute: 'screen', unit: 'kg' }),
      ]);
    });

    test('no unit and no default unit is left out with a warning', () => {
      const result = sent(mapped('15.6', 'screen'));
      expect(result.product.values.screen).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_unit_unknown', { attribute: 'screen', unit: '—' }),
      ]);
    });

    test('a text without a number is left out with a warning', () => {
      expect(sent(mapped('heavy', 'weight')).warnings).toEqual([
        exportMessage('export_value_invalid', { attribute: 'weight', value: 'heavy' }),
      ]);
    });
  });

  describe('boolean', () => {
    test.each(['yes', 'Yes', 'jah', 'JAH', '1', 'true'])('"%s" is true', (word) => {
      expect(dataOf(mapped(word, 'wifi'), 'wifi')).toBe(true);
    });

    test.each(['no', 'No', 'ei', 'EI', '0', 'false'])('"%s" is false', (word) => {
      expect(dataOf(mapped(word, 'wifi'), 'wifi')).toBe(false);
    });

    test('another word is left out with a warning', () => {
      const result = sent(mapped('maybe', 'wifi'));
      expect(result.product.values.wifi).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_invalid', { attribute: 'wifi', value: 'maybe' }),
      ]);
    });
  });

  describe('date', () => {
    test('an ISO date stays YYYY-MM-DD', () => {
      expect(dataOf(mapped('2024-03-05', 'released'), 'released')).toBe('2024-03-05');
    });

    test('an ISO date and time keeps the day as written, whatever its offset', () => {
      expect(dataOf(mapped('2024-03-05T00:30:00+02:00', 'released'), 'released')).toBe('2024-03-05');
    });

    test('a dotted date reads day.month.year', () => {
      expect(dataOf(mapped('05.03.2024', 'released'), 'released')).toBe('2024-03-05');
    });

    // Read in the local calendar: a day earlier east of UTC when taken as the UTC day (TZ=Europe/Tallinn shows it).
    test('a written date keeps its day in any time zone', () => {
      expect(dataOf(mapped('5 March 2024', 'released'), 'released')).toBe('2024-03-05');
    });

    test.each(['soon', '31.02.2024', '2024-02-30'])('"%s" is left out with a warning', (text) => {
      const result = sent(mapped(text, 'released'));
      expect(result.product.values.released).toBeUndefined();
      expect(result.warnings).toEqual([
        exportMessage('export_value_invalid', { attribute: 'released', value: text }),
      ]);
    });
  });
});

describe('prices', () => {
  test('the price field names the PIM attribute: retailPrice fills retail_price', () => {
    expect(priceAttributeCode('retailPrice')).toBe('retail_price');
  });

  test('a price is a price collection in the currency setting', () => {
    expect(dataOf(source({ prices: { retailPrice: '12.5000' } }), 'retail_price')).toEqual([
      { amount: '12.50', currency: 'EUR' },
    ]);
  });

  test.each([
    ['12.5000', '12.50'],
    ['12.5', '12.5'],
    ['12.000', '12.00'],
    ['1299', '1299'],
    ['0.987', '0.987'],
  ])('the amount %s is sent as "%s"', (price, amount) => {
    expect(dataOf(source({ prices: { retailPrice: price } }), 'retail_price')).toEqual([
      { amount, currency: 'EUR' },
    ]);
  });

  test('a null price gives no value', () => {
    const result = sent(source({ prices: { retailPrice: null } }));
    expect(result.product.values.retail_price).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  test('a currency the PIM does not have gives a warning and no prices', () => {
    const result = sent(source({ prices: { retailPrice: '12.50' }, currency: 'USD' }));
    expect(result.product.values.retail_price).toBeUndefined();
    expect(result.warnings).toEqual([exportMessage('export_currency_unknown', { currency: 'USD' })]);
  });

  test('a price field the PIM has no attribute for is not sent', () => {
    const result = sent(source({ prices: { rrpPrice: '15.00' } }));
    expect(result.product.values.rrp_price).toBeUndefined();
    expect(result.warnings).toEqual([]);
  });

  test('a fraction on a whole-number price attribute is left out with a warning', () => {
    const structure = structureWith((data) => {
      data.attributes.find((a) => a.code === 'retail_price')!.decimalsAllowed = false;
    });
    const result = sent(source({ prices: { retailPrice: '12.50' } }), structure);
    expect(result.product.values.retail_price).toBeUndefined();
    expect(result.warnings).toEqual([
      exportMessage('export_value_invalid', { attribute: 'retail_price', value: '12.50' }),
    ]);
  });

  test('a whole price on a whole-number price attribute is an integer', () => {
    const structure = structureWith((data) => {
      data.attributes.find((a) => a.code === 'retail_price')!.decimalsAllowed = false;
    });
    expect(dataOf(source({ prices: { retailPrice: '12.00' } }), 'retail_price', structure)).toEqual([
      { amount: 12, currency: 'EUR' },
    ]);
  });
});

describe('a price the PIM requires', () => {
  /** The laptops family with the price attribute (the unit tests' family has none). */
  const priced = structureWith((data) => {
    data.families[0]!.attributes.push('retail_price');
  });

  test('a product of a family with a price attribute and no price is not sent, and says why', () => {
    const result = build(source({ prices: { retailPrice: null, wholesalePrice: null } }), priced);
    expect(result).toMatchObject({
      sendable: false,
      identifier: 'ACME-X1',
      reason: exportMessage('export_price_missing', { attribute: 'retail_price' }),
      // What it would send, for the export test to show.
      product: { identifier: 'ACME-X1', family: 'laptops' },
    });
  });

  test('a price left out (a currency the PIM lacks) is no price: not sent, the cause kept', () => {
    const result = build(source({ prices: { retailPrice: '12.50' }, currency: 'USD' }), priced);
    expect(result).toMatchObject({
      sendable: false,
      reason: { key: 'export_price_missing' },
      warnings: [exportMessage('export_currency_unknown', { currency: 'USD' })],
    });
  });

  test('with a price it is sent', () => {
    expect(sent(source({ prices: { retailPrice: '12.50' } }), priced).product.values.retail_price).toEqual([
      { locale: null, scope: null, data: [{ amount: '12.50', currency: 'EUR' }] },
    ]);
  });

  test('a family without a price attribute the catalogue fills asks for none', () => {
    expect(build(source({ prices: { retailPrice: null } })).sendable).toBe(true);
  });
});

describe('stock', () => {
  test('is the amount', () => {
    expect(dataOf(source({ product: { amount: 12 } }), 'stock')).toBe(12);
  });

  test('is 0 when a zero-amount rule covers the product', () => {
    expect(dataOf(source({ product: { amount: 12 }, zeroAmount: true }), 'stock')).toBe(0);
  });

  test('is 0 when the product is gone from the feed', () => {
    expect(dataOf(source({ product: { amount: 12, missing: true } }), 'stock')).toBe(0);
  });

  test('is 0 when the amount is unknown', () => {
    expect(dataOf(source({ product: { amount: null } }), 'stock')).toBe(0);
  });

  test('is never negative', () => {
    expect(dataOf(source({ product: { amount: -4 } }), 'stock')).toBe(0);
  });

  test('wins over a mapping to the stock attribute', () => {
    const s = source({
      product: { amount: 5, attributes: { qty: { value: '99', unit: null } } },
      mappings: { qty: { pim: ['stock'] } },
    });
    expect(dataOf(s, 'stock')).toBe(5);
  });
});

describe('delivery', () => {
  test('is the category delivery time', () => {
    const s = source({ category: { deliveryTime: 2 }, partner: { deliveryTime: 9 } });
    expect(dataOf(s, 'delivery_days')).toBe(2);
  });

  test('else the partner delivery time', () => {
    expect(dataOf(source({ partner: { deliveryTime: 9 } }), 'delivery_days')).toBe(9);
  });

  test('a category delivery time of 0 is kept', () => {
    const s = source({ category: { deliveryTime: 0 }, partner: { deliveryTime: 9 } });
    expect(dataOf(s, 'delivery_days')).toBe(0);
  });

  test('neither: no value', () => {
    expect(valuesOf(source(), 'delivery_days')).toBeUndefined();
  });
});

describe('disabled flags', () => {
  test('each country flag of the category', () => {
    const values = sent(source({ category: { disabledEe: true, disabledFi: false, disabledLv: true } }))
      .product.values;
    expect(values.disabled_ee).toEqual(one(true));
    expect(values.disabled_fi).toEqual(one(false));
    expect(values.disabled_lv).toEqual(one(true));
  });

  test('a flag attribute that is not a boolean is not sent', () => {
    const structure = structureWith((data) => {
      data.attributes.find((a) => a.code === 'disabled_fi')!.type = 'pim_catalog_text';
    });
    expect(valuesOf(source(), 'disabled_fi', structure)).toBeUndefined();
  });
});

describe('identifier value', () => {
  test('the identifier attribute holds the identifier, over a mapping to it', () => {
    const result = sent(mapped('OTHER', 'sku'));
    expect(result.product.values.sku).toEqual(one('ACME-X1'));
    expect(result.warnings).toEqual([]);
  });

  test('is the last value written', () => {
    const values = sent(source({ partner: { deliveryTime: 3 }, prices: { retailPrice: '1.00' } })).product
      .values;
    expect(Object.keys(values).at(-1)).toBe('sku');
  });
});

describe('a pure function', () => {
  const rich = (price = '1299.0000'): ExportSource =>
    source({
      product: {
        description: 'Fast.',
        ean: '4711',
        brand: 'Dell',
        attributes: {
          colour: { value: 'Black', unit: null },
          ports: { value: ['USB-C', 'HDMI'], unit: null },
          weight: { value: '1,8', unit: 'kg' },
        },
      },
      mappings: {
        colour: { pim: ['color'], options: { Black: 'black' } },
        ports: { pim: ['ports'], options: { 'USB-C': 'usb_c', HDMI: 'hdmi' } },
        weight: { pim: ['weight'] },
      },
      partner: { deliveryTime: 4 },
      prices: { retailPrice: price },
    });

  test('the same source twice gives deep-equal payloads with the same hash', () => {
    const first = sent(rich()).product;
    const second = sent(rich()).product;
    expect(second).toEqual(first);
    expect(payloadHash(second)).toBe(payloadHash(first));
  });

  test('a changed price gives another hash', () => {
    expect(payloadHash(sent(rich('1299.00')).product)).not.toBe(payloadHash(sent(rich('1199.00')).product));
  });

  test('leaves its source as it was', () => {
    const s = rich();
    const before = structuredClone(s);
    build(s);
    expect(s).toEqual(before);
  });

  test('the hash is a short base64url text', () => {
    const product: PimProduct = sent(rich()).product;
    expect(payloadHash(product)).toMatch(/^[A-Za-z0-9_-]{27}$/);
  });
});

describe('Icecat fills what the supplier left empty', () => {
  const sheet = (language: string, over: Partial<IcecatSheet> = {}): IcecatSheet => ({
    icecatId: 101,
    language,
    title: 'Dell Latitude 5440',
    brand: 'Dell',
    productName: 'Latitude 5440',
    partCode: 'N012L544014EMEA',
    gtins: ['5397184801234'],
    description: { long: `<p>Long ${language}</p>`, short: `Short ${language}` },
    images: [
      { url: 'https://images.icecat.biz/img/1.jpg', main: true },
      { url: 'https://images.icecat.biz/img/2.jpg', main: false },
    ],
    features: [
      { id: 94, name: 'Weight', group: 'Design', value: '1.38 kg', rawValue: '1.38', unit: 'kg' },
      {
        id: 1766,
        name: 'Colour',
        group: 'Design',
        value: language === 'et' ? 'Must' : 'Black',
        rawValue: null,
        unit: null,
      },
      { id: 6, name: 'Cores', group: 'Processor', value: 'four', rawValue: 'four', unit: null },
      { id: 7, name: 'Power', group: 'Power', value: '65000 mW', rawValue: '65000', unit: 'mW' },
      {
        id: 8,
        name: 'Model',
        group: 'General',
        value: language === 'et' ? 'Mudel ET' : 'Model EN',
        rawValue: null,
        unit: null,
      },
    ],
    ...over,
  });
  const feature = (
    pimAttributeCode: string,
    unitFactor: number | null = null,
    options: Record<string, string> = {},
  ): ExportIcecatFeature => ({
    pimAttributeCode,
    unitFactor,
    options: new Map(Object.entries(options)),
  });
  const FEATURES = new Map<number, ExportIcecatFeature>([
    [94, feature('weight')],
    [1766, feature('color', null, { Black: 'black', Must: 'black' })],
    [6, feature('cores')],
    [7, feature('power', 0.001)],
    [8, feature('notes')],
  ]);
  const withIcecat = (
    overrides: SourceOverrides = {},
    icecat: ExportIcecat | null = { sheets: [sheet('en'), sheet('et')], features: FEATURES },
  ) => ({
    ...source(overrides),
    icecat,
  });
  const withImageUrls = structureWith((data) => {
    data.attributes.push(
      attribute('image_urls', 'pim_catalog_textarea'),
      attribute('short_description', 'pim_catalog_textarea', { localizable: true }),
    );
  });

  test('descriptions per language, pictures main first, mapped features converted; each recorded as from Icecat', () => {
    const result = sent(withIcecat(), withImageUrls);
    const values = result.product.values;
    expect(values.description).toEqual([
      { locale: 'en_US', scope: 'ecommerce', data: '<p>Long en</p>' },
      { locale: 'et_EE', scope: 'ecommerce', data: '<p>Long et</p>' },
      { locale: 'en_US', scope: 'print', data: '<p>Long en</p>' },
    ]);
    expect(values.short_description).toEqual([
      { locale: 'en_US', scope: null, data: 'Short en' },
      { locale: 'et_EE', scope: null, data: 'Short et' },
    ]);
    expect(values.image_urls).toEqual([
      {
        locale: null,
        scope: null,
        data: 'https://images.icecat.biz/img/1.jpg\nhttps://images.icecat.biz/img/2.jpg',
      },
    ]);
    expect(values.weight).toEqual([
      { locale: null, scope: null, data: { amount: '1.38', unit: 'KILOGRAM' } },
    ]);
    expect(values.color).toEqual([{ locale: null, scope: null, data: 'black' }]);
    // 65000 mW × 0.001 → 65 in the number attribute.
    expect(values.power).toEqual([{ locale: null, scope: null, data: '65' }]);
    expect(values.notes).toEqual([{ locale: null, scope: null, data: 'Model EN' }]);
    expect(result.fromIcecat).toEqual([
      'description',
      'short_description',
      'image_urls',
      'weight',
      'color',
      'power',
      'notes',
    ]);
  });

  test('a value that does not fit is left out with one warning naming the feature; the rest goes', () => {
    const result = sent(withIcecat());
    expect(result.product.values.cores).toBeUndefined();
    expect(result.warnings).toEqual([
      exportMessage('export_icecat_value_unfit', { feature: 'Cores (6)', value: 'four', attribute: 'cores' }),
    ]);
    expect(result.product.values.weight).toBeDefined();
  });

  test('an unknown option and a unit the PIM lacks are left out with a warning', () => {
    const icecat = {
      sheets: [
        sheet('en', {
          features: [
            { id: 1766, name: 'Colour', group: null, value: 'Mauve', rawValue: null, unit: null },
            { id: 94, name: 'Weight', group: null, value: '3 stone', rawValue: '3', unit: 'stone' },
          ],
        }),
      ],
      features: FEATURES,
    };
    const result = sent(withIcecat({}, icecat));
    expect(result.product.values.color).toBeUndefined();
    expect(result.product.values.weight).toBeUndefined();
    expect(result.warnings.map((w) => w.params.attribute)).toEqual(['color', 'weight']);
  });

  test('a supplier value is never overwritten', () => {
    const result = sent(
      withIcecat({
        product: { description: 'Supplier text', attributes: { colour: { value: 'Silver', unit: null } } },
        mappings: { colour: { pim: ['color'], options: { Silver: 'silver' } } },
      }),
    );
    expect(result.product.values.description?.every((v) => v.data === 'Supplier text')).toBe(true);
    expect(result.product.values.color).toEqual([{ locale: null, scope: null, data: 'silver' }]);
    expect(result.fromIcecat).not.toContain('description');
    expect(result.fromIcecat).not.toContain('color');
  });

  test('without a sheet (not looked up, not found, or a category without useIcecat) nothing changes', () => {
    expect(sent(withIcecat({}, null))).toEqual(sent(source()));
    expect(sent(withIcecat({}, { sheets: [], features: FEATURES })).fromIcecat).toEqual([]);
  });

  test('a sheet with no pictures and no features fills the descriptions only', () => {
    const bare = sheet('en', { images: [], features: [] });
    const result = sent(withIcecat({}, { sheets: [bare], features: FEATURES }), withImageUrls);
    expect(result.fromIcecat).toEqual(['description', 'short_description']);
  });
});
