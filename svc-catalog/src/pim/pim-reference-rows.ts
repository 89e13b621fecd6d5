import type { PimReferenceData } from '@feedhub/pim';
import type { PimReferenceTable } from './pim-sync.repo';

/** Localised paths per category code (pim-sync.ts categoryPaths). */
type CategoryPaths = ReadonlyMap<string, { en: string; et: string }>;

/**
 * The PIM's reference data as the rows of the catalog's copy, table by table in insert order
 * (structure, then categories, families, attributes and their options), all stamped `now`.
 */
export function referenceRows(
  data: PimReferenceData,
  paths: CategoryPaths,
  now: string,
): [PimReferenceTable, Record<string, unknown>[]][] {
  return [
    [
      'pim_structure',
      (['locales', 'channels', 'currencies'] as const).map((key) => ({
        key,
        value: JSON.stringify(data[key]),
        synced_at: now,
      })),
    ],
    [
      'pim_categories',
      data.categories.map((category, position) => ({
        code: category.code,
        parent_code: category.parent,
        label_en: category.labels.en,
        label_et: category.labels.et,
        path_en: paths.get(category.code)!.en,
        path_et: paths.get(category.code)!.et,
        position,
        synced_at: now,
      })),
    ],
    [
      'pim_families',
      data.families.map((family) => ({
        code: family.code,
        label_en: family.labels.en,
        label_et: family.labels.et,
        attributes: JSON.stringify(family.attributes),
        attribute_as_label: family.attributeAsLabel,
        synced_at: now,
      })),
    ],
    [
      'pim_attributes',
      data.attributes.map((attribute, position) => ({
        code: attribute.code,
        type: attribute.type,
        group_code: attribute.group,
        localizable: attribute.localizable,
        scopable: attribute.scopable,
        decimals_allowed: attribute.decimalsAllowed,
        metric_family: attribute.metricFamily,
        default_metric_unit: attribute.defaultMetricUnit,
        label_en: attribute.labels.en,
        label_et: attribute.labels.et,
        position,
        synced_at: now,
      })),
    ],
    [
      'pim_attribute_options',
      data.options.map((option) => ({
        attribute_code: option.attribute,
        code: option.code,
        sort_order: option.sortOrder,
        label_en: option.labels.en,
        label_et: option.labels.et,
        synced_at: now,
      })),
    ],
  ];
}
