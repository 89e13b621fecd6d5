import { checkReferenceData } from './check';
import type { PimReferenceData } from './model';

const labels = { en: 'x', et: 'x' };
const base = (): PimReferenceData => ({
  categories: [
    { code: 'root', parent: null, labels },
    { code: 'child', parent: 'root', labels },
  ],
  attributes: [
    {
      code: 'name',
      type: 'pim_catalog_text',
      group: 'general',
      localizable: true,
      scopable: false,
      decimalsAllowed: null,
      metricFamily: null,
      defaultMetricUnit: null,
      labels,
    },
    {
      code: 'color',
      type: 'pim_catalog_simpleselect',
      group: 'general',
      localizable: false,
      scopable: false,
      decimalsAllowed: null,
      metricFamily: null,
      defaultMetricUnit: null,
      labels,
    },
  ],
  families: [{ code: 'phones', attributes: ['name', 'color'], attributeAsLabel: 'name', labels }],
  options: [{ code: 'black', attribute: 'color', sortOrder: 0, labels }],
  locales: ['en_US'],
  channels: [{ code: 'ecommerce', locales: ['en_US'], currencies: ['EUR'] }],
  currencies: ['EUR'],
});

test('consistent data has no problems', () => {
  expect(checkReferenceData(base())).toEqual([]);
});

test('each kind of problem is found, with the code it concerns', () => {
  const data = base();
  data.categories.push(
    { code: 'child', parent: 'root', labels },
    { code: 'orphan', parent: 'nowhere', labels },
    { code: 'a', parent: 'b', labels },
    { code: 'b', parent: 'a', labels },
    { code: 'bad code!', parent: null, labels },
  );
  data.families.push({ code: 'tvs', attributes: ['color', 'size'], attributeAsLabel: 'name', labels });
  data.options.push(
    { code: 'x', attribute: 'name', sortOrder: 0, labels },
    { code: 'y', attribute: 'missing', sortOrder: 0, labels },
    { code: 'black', attribute: 'color', sortOrder: 1, labels },
  );
  const problems = checkReferenceData(data);
  expect(problems).toEqual(
    expect.arrayContaining([
      { kind: 'invalid', code: 'bad code!' },
      { kind: 'duplicate_code', code: 'child' },
      { kind: 'unknown_parent', code: 'orphan' },
      { kind: 'category_cycle', code: 'a' },
      { kind: 'category_cycle', code: 'b' },
      { kind: 'unknown_family_attribute', code: 'tvs.size' },
      { kind: 'label_attribute_not_in_family', code: 'tvs' },
      { kind: 'option_of_non_select_attribute', code: 'name.x' },
      { kind: 'option_of_unknown_attribute', code: 'missing.y' },
      { kind: 'duplicate_code', code: 'color.black' },
    ]),
  );
});
