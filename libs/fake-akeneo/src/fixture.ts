import type { AkeneoAttribute, AkeneoFixture } from './types';

const labels = (en: string, et: string) => ({ en_US: en, et_EE: et });

/** Builds an attribute with Akeneo's defaults for the fields not given. */
export function attribute(
  a: Pick<AkeneoAttribute, 'code' | 'type'> & Partial<AkeneoAttribute>,
): AkeneoAttribute {
  return {
    group: 'marketing',
    localizable: false,
    scopable: false,
    unique: a.type === 'pim_catalog_identifier',
    decimals_allowed: null,
    metric_family: null,
    default_metric_unit: null,
    max_characters: null,
    labels: labels(a.code, a.code),
    ...a,
  };
}

/** The default fixture: small but realistic (en_US/et_EE, one ecommerce channel, EUR, the main attribute types). */
export function defaultFixture(): AkeneoFixture {
  return {
    channels: [
      {
        code: 'ecommerce',
        locales: ['en_US', 'et_EE'],
        currencies: ['EUR'],
        category_tree: 'master',
        labels: labels('Ecommerce', 'E-pood'),
      },
    ],
    locales: [
      { code: 'en_US', enabled: true },
      { code: 'et_EE', enabled: true },
      { code: 'fr_FR', enabled: false },
    ],
    currencies: [
      { code: 'EUR', enabled: true },
      { code: 'USD', enabled: false },
    ],
    categories: [
      { code: 'master', parent: null, labels: labels('Master catalogue', 'Põhikataloog') },
      { code: 'tools', parent: 'master', labels: labels('Tools', 'Tööriistad') },
      { code: 'power_tools', parent: 'tools', labels: labels('Power tools', 'Elektritööriistad') },
      { code: 'garden', parent: 'master', labels: labels('Garden', 'Aed') },
      { code: 'suppliers', parent: null, labels: labels('Suppliers', 'Tarnijad') },
    ],
    families: [
      {
        code: 'tools',
        attributes: [
          'sku',
          'name',
          'description',
          'ean',
          'price',
          'weight',
          'brand',
          'colors',
          'cordless',
          'power',
        ],
        attribute_as_label: 'name',
        attribute_as_image: null,
        attribute_requirements: { ecommerce: ['sku', 'name', 'price'] },
        labels: labels('Tools', 'Tööriistad'),
      },
      {
        code: 'garden',
        attributes: ['sku', 'name', 'description', 'price', 'weight', 'colors'],
        attribute_as_label: 'name',
        attribute_as_image: null,
        attribute_requirements: { ecommerce: ['sku', 'name'] },
        labels: labels('Garden', 'Aed'),
      },
    ],
    attributes: [
      attribute({ code: 'sku', type: 'pim_catalog_identifier', group: 'general' }),
      attribute({ code: 'name', type: 'pim_catalog_text', localizable: true, max_characters: 255 }),
      attribute({ code: 'description', type: 'pim_catalog_textarea', localizable: true, scopable: true }),
      attribute({ code: 'ean', type: 'pim_catalog_text', unique: true, group: 'general' }),
      attribute({ code: 'power', type: 'pim_catalog_number', decimals_allowed: false }),
      attribute({
        code: 'price',
        type: 'pim_catalog_price_collection',
        scopable: true,
        decimals_allowed: true,
      }),
      attribute({
        code: 'weight',
        type: 'pim_catalog_metric',
        decimals_allowed: true,
        metric_family: 'Weight',
        default_metric_unit: 'KILOGRAM',
      }),
      attribute({ code: 'brand', type: 'pim_catalog_simpleselect' }),
      attribute({ code: 'colors', type: 'pim_catalog_multiselect' }),
      attribute({ code: 'cordless', type: 'pim_catalog_boolean' }),
      attribute({ code: 'release_date', type: 'pim_catalog_date' }),
    ],
    attributeOptions: [
      { code: 'bosch', attribute: 'brand', sort_order: 1, labels: labels('Bosch', 'Bosch') },
      { code: 'makita', attribute: 'brand', sort_order: 2, labels: labels('Makita', 'Makita') },
      { code: 'red', attribute: 'colors', sort_order: 1, labels: labels('Red', 'Punane') },
      { code: 'green', attribute: 'colors', sort_order: 2, labels: labels('Green', 'Roheline') },
      { code: 'blue', attribute: 'colors', sort_order: 3, labels: labels('Blue', 'Sinine') },
    ],
    measurementFamilies: {
      Weight: ['GRAM', 'KILOGRAM', 'MILLIGRAM'],
      Length: ['MILLIMETER', 'CENTIMETER', 'METER'],
    },
    products: [],
  };
}
