import type { PimValue } from '@feedhub/contracts';
import type { IcecatSheet } from '@feedhub/icecat';
import type { PimAttribute } from '../model';
import { exportMessage, type ExportMessage } from './messages';
import type { PimStructure } from './structure';
import { convertValue, spreadValues } from './values';

/** One Icecat feature's mapping as the export reads it (Settings → Icecat features). */
export interface ExportIcecatFeature {
  pimAttributeCode: string;
  /** Multiplies a numeric value (Icecat's unit → the attribute's); the attribute's default unit then. */
  unitFactor: number | null;
  /** Icecat value → PIM option code (a value not listed: the option whose code is its slug). */
  options: ReadonlyMap<string, string>;
}

/** A product's Icecat data: its sheets (one per language) and the feature map. */
export interface ExportIcecat {
  sheets: readonly IcecatSheet[];
  features: ReadonlyMap<number, ExportIcecatFeature>;
}

/** Fixed PIM attributes Icecat fills when the PIM has them (docs/icecat.md). */
const SHEET_FIELDS: readonly (readonly [code: string, text: (sheet: IcecatSheet) => string | null])[] = [
  ['description', (sheet) => sheet.description.long ?? sheet.description.short],
  ['short_description', (sheet) => sheet.description.short],
  // URLs, main picture first: pim_catalog_image needs a media upload, which the export does not do.
  ['image_urls', (sheet) => (sheet.images.length ? sheet.images.map((image) => image.url).join('\n') : null)],
];

const optionSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** Values of an attribute with data per locale (`dataOf(null)` for one that is not localizable); none without data. */
function valuesPerLocale(
  structure: PimStructure,
  attribute: PimAttribute,
  dataOf: (locale: string | null) => unknown,
): PimValue[] {
  if (!attribute.localizable) {
    const data = dataOf(null);
    return data === undefined ? [] : spreadValues(structure, attribute, data);
  }
  return spreadValues(structure, attribute, null).flatMap((value) => {
    const data = dataOf(value.locale);
    return data === undefined ? [] : [{ ...value, data }];
  });
}

/**
 * Fills, from the product's Icecat sheets, the PIM values the supplier's data left empty: the
 * description, the short description and the picture URLs when the PIM has those attributes, and
 * each mapped feature into its attribute (converted to its type; a unit factor for numbers; options
 * through the map). A localizable value takes the sheet of its locale's language; one that is not,
 * the first sheet. A value that does not fit is left out with a warning. Answers the attribute codes
 * filled (the payload's record of what came from Icecat).
 */
export function fillFromIcecat(
  icecat: ExportIcecat | null,
  structure: PimStructure,
  values: Record<string, PimValue[]>,
  warnings: ExportMessage[],
): string[] {
  if (!icecat?.sheets.length) return [];
  const first = icecat.sheets[0]!;
  const sheetOf = (locale: string | null): IcecatSheet | undefined =>
    locale === null
      ? first
      : icecat.sheets.find((sheet) => sheet.language === locale.slice(0, 2).toLowerCase());
  const filled: string[] = [];
  const fill = (code: string, dataOf: (sheet: IcecatSheet, attribute: PimAttribute) => unknown) => {
    const attribute = structure.attributes.get(code);
    if (!attribute || values[code]?.length) return;
    const filledValues = valuesPerLocale(structure, attribute, (locale) => {
      const sheet = sheetOf(locale);
      return sheet ? dataOf(sheet, attribute) : undefined;
    });
    if (filledValues.length) {
      values[code] = filledValues;
      filled.push(code);
    }
  };

  for (const [code, text] of SHEET_FIELDS)
    fill(code, (sheet, attribute) => {
      const value = text(sheet);
      if (!value) return undefined;
      const converted = convertValue(structure, attribute, value, null, () => undefined);
      return 'problem' in converted ? undefined : converted.data;
    });

  for (const feature of first.features) {
    const mapping = icecat.features.get(feature.id);
    if (!mapping) continue;
    const reported = new Set<string>();
    fill(mapping.pimAttributeCode, (sheet, attribute) => {
      const own = sheet.features.find((f) => f.id === feature.id);
      if (!own) return undefined;
      const raw = own.rawValue ?? own.value;
      const scaled =
        mapping.unitFactor !== null && Number.isFinite(Number(raw)) && raw.trim() !== ''
          ? String(Number(raw) * mapping.unitFactor)
          : raw;
      const texts = attribute.type === 'pim_catalog_multiselect' ? scaled.split(',') : scaled;
      const converted = convertValue(
        structure,
        attribute,
        texts,
        mapping.unitFactor === null ? own.unit : null,
        (text) => mapping.options.get(text) ?? optionSlug(text),
      );
      if (!('problem' in converted)) return converted.data;
      // Once per attribute, not once per locale.
      if (!reported.has(attribute.code)) {
        reported.add(attribute.code);
        warnings.push(
          exportMessage('export_icecat_value_unfit', {
            feature: `${own.name} (${own.id})`,
            value: own.value.slice(0, 100),
            attribute: attribute.code,
          }),
        );
      }
      return undefined;
    });
  }
  return filled;
}
