import {
  mapAttribute,
  mapCategory,
  mapFamily,
  mapLabels,
  mapOption,
  mapProduct,
  AkeneoProductSchema,
} from './mapping';

describe('mapLabels', () => {
  test('en from en_US or any en_*, et from et_EE; each falls back to the other, then to the code', () => {
    expect(mapLabels({ en_US: 'Tools', et_EE: 'Tööriistad', fr_FR: 'Outils' }, 'c')).toEqual({
      en: 'Tools',
      et: 'Tööriistad',
    });
    expect(mapLabels({ en_GB: 'Colour' }, 'c')).toEqual({ en: 'Colour', et: 'Colour' });
    expect(mapLabels({ et_EE: 'Aed', en_US: '' }, 'c')).toEqual({ en: 'Aed', et: 'Aed' });
    expect(mapLabels({}, 'garden')).toEqual({ en: 'garden', et: 'garden' });
  });
});

describe('mapping Akeneo rows', () => {
  test('a category; PHP’s [] for no labels', () => {
    expect(mapCategory({ code: 'root', parent: null, labels: [], updated: 'x' })).toEqual({
      ok: true,
      row: { code: 'root', parent: null, labels: { en: 'root', et: 'root' } },
    });
  });

  test('an attribute with its flags; an unsupported type is dropped with the reason', () => {
    expect(
      mapAttribute({
        code: 'weight',
        type: 'pim_catalog_metric',
        group: 'technical',
        localizable: false,
        scopable: true,
        decimals_allowed: true,
        metric_family: 'Weight',
        default_metric_unit: 'KILOGRAM',
        labels: { en_US: 'Weight', et_EE: 'Kaal' },
      }),
    ).toEqual({
      ok: true,
      row: {
        code: 'weight',
        type: 'pim_catalog_metric',
        group: 'technical',
        localizable: false,
        scopable: true,
        decimalsAllowed: true,
        metricFamily: 'Weight',
        defaultMetricUnit: 'KILOGRAM',
        labels: { en: 'Weight', et: 'Kaal' },
      },
    });
    expect(mapAttribute({ code: 'table', type: 'pim_catalog_table', group: 'g', labels: {} })).toEqual({
      ok: false,
      code: 'table',
      why: 'unsupported type pim_catalog_table',
    });
  });

  test('a family and an option; a row that does not fit the model is dropped', () => {
    expect(
      mapFamily({ code: 'tools', attributes: ['sku'], attribute_as_label: 'sku', labels: {} }),
    ).toMatchObject({
      ok: true,
      row: { attributeAsLabel: 'sku', attributes: ['sku'], labels: { en: 'tools', et: 'tools' } },
    });
    expect(mapOption({ code: 'red', attribute: 'colors', sort_order: 3, labels: { en_US: 'Red' } })).toEqual({
      ok: true,
      row: { code: 'red', attribute: 'colors', sortOrder: 3, labels: { en: 'Red', et: 'Red' } },
    });
    expect(mapCategory({ code: 'bad code!', parent: null, labels: {} })).toMatchObject({
      ok: false,
      code: 'bad code!',
    });
  });

  test('a product keeps identifier, enabled, family, categories and values only', () => {
    const answer = AkeneoProductSchema.parse({
      uuid: 'u',
      identifier: 'p1',
      enabled: false,
      family: 'tools',
      categories: ['tools'],
      values: { name: [{ locale: 'en_US', scope: null, data: 'Drill', attribute_type: 'pim_catalog_text' }] },
      created: 'x',
    });
    expect(mapProduct(answer, 'p1')).toEqual({
      identifier: 'p1',
      enabled: false,
      family: 'tools',
      categories: ['tools'],
      values: { name: [{ locale: 'en_US', scope: null, data: 'Drill' }] },
    });
  });
});
