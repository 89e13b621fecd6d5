import type {
  AttributeSuggestion,
  PartnerAttribute,
  PartnerAttributeRow,
  PimAttributeOptionRow,
  PimAttributeRow,
} from '@feedhub/contracts';

/** A row's fields that the attribute itself has (the row's suggestion is the list's alone). */
const attributeOf = ({ suggestion: _suggestion, ...row }: PartnerAttributeRow) => row;

/** The colour attribute as the list shows it (ten options, three mapped). */
const colourRow: PartnerAttributeRow = {
  id: 7,
  partnerId: 3,
  code: 'colour',
  name: 'Colour',
  type: 'select',
  typeTranslated: 'Select',
  weight: 1,
  isSelect: true,
  pimAttributes: [{ code: 'color', name: 'Color', type: 'pim_catalog_simpleselect' }],
  optionCount: 10,
  mappedOptionCount: 3,
  suggestion: null,
};

/** A select attribute with three feed options, the first mapped. */
export const attributeFixture: PartnerAttribute = {
  ...attributeOf(colourRow),
  optionCount: 3,
  mappedOptionCount: 1,
  options: ['Red', 'Navy', 'Lime'],
  optionMappings: { '0': 'red' },
  pimAttributeCodes: ['color'],
  history: [
    {
      id: 1,
      changedAt: '2026-03-02T10:15:00Z',
      username: 'anna',
      source: 'manual',
      changes: [{ field: 'weight', from: 2, to: 1 }],
    },
  ],
};

/** Rows of the attributes list. */
export const attributeRowsFixture: PartnerAttributeRow[] = [
  colourRow,
  {
    id: 8,
    partnerId: 3,
    code: 'material',
    name: 'Material',
    type: 'text',
    typeTranslated: 'Text',
    weight: 1200,
    isSelect: false,
    pimAttributes: [],
    optionCount: 0,
    mappedOptionCount: 0,
    suggestion: {
      code: 'material',
      name: 'Material',
      score: 0.91,
      confident: true,
      reason: 'Material ≈ Material',
    },
  },
];

const labels = (en: string) => ({ en, et: en });

/** The PIM's attributes: one select, one text. */
export const pimAttributesFixture: PimAttributeRow[] = [
  {
    code: 'color',
    type: 'pim_catalog_simpleselect',
    group: 'marketing',
    name: 'Color',
    localizable: false,
    scopable: false,
    decimalsAllowed: null,
    metricFamily: null,
    defaultMetricUnit: null,
    labels: labels('Color'),
  },
  {
    code: 'material',
    type: 'pim_catalog_text',
    group: 'marketing',
    name: 'Material',
    localizable: true,
    scopable: false,
    decimalsAllowed: null,
    metricFamily: null,
    defaultMetricUnit: null,
    labels: labels('Material'),
  },
];

/** Options of the PIM attribute `color`. */
export const colorOptionsFixture: PimAttributeOptionRow[] = ['red', 'blue', 'green'].map((code, i) => ({
  code,
  attribute: 'color',
  sortOrder: i,
  name: code[0].toUpperCase() + code.slice(1),
  labels: labels(code),
}));

/** Suggestions for the attribute. */
export const suggestionsFixture: AttributeSuggestion[] = [
  {
    code: 'color',
    name: 'Color',
    type: 'pim_catalog_simpleselect',
    score: 1,
    confident: true,
    reason: 'Colour ≈ Color',
    sources: ['partners', 'taxonomy'],
    unit: null,
    options: [
      { index: 1, value: 'Navy', optionCode: 'blue', optionName: 'Blue', score: 0.82 },
      { index: 2, value: 'Lime', optionCode: 'green', optionName: 'Green', score: 0.77 },
    ],
  },
  {
    code: 'material',
    name: 'Material',
    type: 'pim_catalog_text',
    score: 0.6,
    confident: false,
    reason: 'Colour ≈ Material',
    sources: ['name'],
    unit: null,
    options: [],
  },
];

/** A metric suggestion whose unit differs (the weight in grams to the PIM's kilograms). */
export const weightSuggestionFixture: AttributeSuggestion = {
  code: 'weight',
  name: 'Weight',
  type: 'pim_catalog_metric',
  score: 0.88,
  confident: true,
  reason: 'Gewicht ≈ Weight',
  sources: ['taxonomy'],
  unit: { from: 'g', to: 'kg', factor: 0.001 },
  options: [],
};
