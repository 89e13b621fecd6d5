import type { Locale, PimProductDetail, PimProductRow, PimValue } from '@feedhub/contracts';
import type { PimProductRecord } from './pim-products.repo';

/** The product's name in the caller's language (PIM locale en_* or et_*), else its first name. */
const nameIn = (values: Record<string, PimValue[]>, locale: Locale): string | null => {
  const names = (values.name ?? []).filter((v) => typeof v.data === 'string');
  const own = names.find((v) => v.locale?.startsWith(`${locale}_`)) ?? names[0];
  return (own?.data as string | undefined) ?? null;
};

const iso = (value: Date | string) => new Date(value).toISOString();

/** A product of the embedded PIM as its browser lists it. */
export function presentPimProductRow(row: PimProductRecord, locale: Locale): PimProductRow {
  return {
    identifier: row.identifier,
    name: nameIn(row.values, locale),
    family: row.family,
    categories: row.categories,
    enabled: row.enabled,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/** One product of the embedded PIM with all its values. */
export function presentPimProductDetail(row: PimProductRecord): PimProductDetail {
  return {
    identifier: row.identifier,
    enabled: row.enabled,
    family: row.family,
    categories: row.categories,
    values: row.values,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}
