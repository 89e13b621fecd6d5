import type { PimAttribute, PimChannel, PimFamily, PimReferenceData } from '../model';

/**
 * The PIM's structure indexed for the export: what a payload is built from and checked against
 * before it is sent (PIM.md §6 "Pre-validation"), so most refusals are caught here with a clear reason.
 */
export interface PimStructure {
  /** The attribute of type pim_catalog_identifier (Akeneo has exactly one), if the PIM has one. */
  identifierAttribute: string | null;
  /** Enabled locales: localizable values are sent once per locale. */
  locales: readonly string[];
  /** Channels: scopable values are sent once per channel (with that channel's locales when both). */
  channels: readonly PimChannel[];
  currencies: ReadonlySet<string>;
  attributes: ReadonlyMap<string, PimAttribute>;
  /** Option codes per select attribute. */
  options: ReadonlyMap<string, ReadonlySet<string>>;
  families: ReadonlyMap<string, PimFamily>;
  categories: ReadonlySet<string>;
}

/** Indexes reference data (the catalog's synced copy) for building and checking payloads. */
export function pimStructure(data: Readonly<PimReferenceData>): PimStructure {
  const options = new Map<string, Set<string>>();
  for (const option of data.options) {
    const codes = options.get(option.attribute) ?? new Set<string>();
    codes.add(option.code);
    options.set(option.attribute, codes);
  }
  return {
    identifierAttribute: data.attributes.find((a) => a.type === 'pim_catalog_identifier')?.code ?? null,
    locales: [...data.locales],
    channels: data.channels.map((channel) => ({ ...channel })),
    currencies: new Set(data.currencies),
    attributes: new Map(data.attributes.map((attribute) => [attribute.code, attribute])),
    options,
    families: new Map(data.families.map((family) => [family.code, family])),
    categories: new Set(data.categories.map((category) => category.code)),
  };
}
