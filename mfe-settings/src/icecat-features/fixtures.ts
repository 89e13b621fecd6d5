import type { IcecatFeatureMapRow, PimAttributeOptionRow, PimAttributeRow } from '@feedhub/contracts';

/** Mappings for page tests: a metric with a factor, a select with two option mappings. */
export const icecatFeaturesFixture: IcecatFeatureMapRow[] = [
  {
    id: 1,
    featureId: 94,
    featureName: 'Weight',
    pimAttributeCode: 'weight',
    pimAttributeName: 'Weight',
    pimAttributeType: 'pim_catalog_metric',
    unitFactor: '0.001',
    options: [],
  },
  {
    id: 2,
    featureId: 1649,
    featureName: 'Colour',
    pimAttributeCode: 'color',
    pimAttributeName: 'Colour',
    pimAttributeType: 'pim_catalog_simpleselect',
    unitFactor: null,
    options: [
      { value: 'Silver', option: 'silver' },
      { value: 'Black', option: 'black' },
    ],
  },
];

/** A PIM attribute row. */
const attribute = (code: string, name: string, type: string): PimAttributeRow => ({
  code,
  type,
  group: 'general',
  name,
  localizable: false,
  scopable: false,
  decimalsAllowed: null,
  metricFamily: null,
  defaultMetricUnit: null,
  labels: { en: name, et: name },
});

/** The PIM attributes the autocomplete finds. */
export const pimAttributesFixture: PimAttributeRow[] = [
  attribute('weight', 'Weight', 'pim_catalog_metric'),
  attribute('color', 'Colour', 'pim_catalog_simpleselect'),
  attribute('panel_type', 'Panel type', 'pim_catalog_simpleselect'),
  attribute('processor', 'Processor', 'pim_catalog_text'),
  attribute('refresh_rate', 'Refresh rate (Hz)', 'pim_catalog_number'),
];

/** Options of the panel_type attribute. */
export const panelTypeOptionsFixture: PimAttributeOptionRow[] = [
  { code: 'ips', attribute: 'panel_type', sortOrder: 1, name: 'IPS', labels: { en: 'IPS', et: 'IPS' } },
  { code: 'oled', attribute: 'panel_type', sortOrder: 2, name: 'OLED', labels: { en: 'OLED', et: 'OLED' } },
];
