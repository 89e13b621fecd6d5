import type { Locale, PimAttributeOptionRow, PimAttributeRow, PimCategoryRow } from '@feedhub/contracts';
import type { PimAttributeCopy, PimCategoryCopy } from './pim.model';
import type { PimAttributeOptionCopy } from './pim.repo';

const labels = (row: { labelEn: string; labelEt: string }) => ({ en: row.labelEn, et: row.labelEt });

/** A PIM category of the copy, named in the caller's language. */
export function presentPimCategory(row: PimCategoryCopy, locale: Locale): PimCategoryRow {
  return {
    code: row.code,
    parentCode: row.parentCode,
    name: locale === 'et' ? row.labelEt : row.labelEn,
    path: locale === 'et' ? row.pathEt : row.pathEn,
    labels: labels(row),
  };
}

/** A PIM attribute of the copy, named in the caller's language. */
export function presentPimAttribute(row: PimAttributeCopy, locale: Locale): PimAttributeRow {
  return {
    code: row.code,
    type: row.type,
    group: row.groupCode,
    name: locale === 'et' ? row.labelEt : row.labelEn,
    localizable: row.localizable,
    scopable: row.scopable,
    decimalsAllowed: row.decimalsAllowed,
    metricFamily: row.metricFamily,
    defaultMetricUnit: row.defaultMetricUnit,
    labels: labels(row),
  };
}

/** An option of a PIM attribute, named in the caller's language. */
export function presentPimAttributeOption(
  row: PimAttributeOptionCopy,
  locale: Locale,
): PimAttributeOptionRow {
  return {
    code: row.code,
    attribute: row.attribute_code,
    sortOrder: row.sort_order,
    name: locale === 'et' ? row.label_et : row.label_en,
    labels: { en: row.label_en, et: row.label_et },
  };
}
