/**
 * A reason the export gives, as a message key of the i18n `jobs` namespace and its placeholders: the
 * log line's text, translated when read, and the export test's warnings.
 */
export interface ExportMessage {
  key: ExportMessageKey;
  params: Record<string, string | number>;
}

/** Keys the payload builder gives (each has an en and an et text in libs/i18n `jobs`). */
export type ExportMessageKey =
  | 'export_category_unmapped'
  | 'export_pim_no_identifier'
  | 'export_family_unknown'
  | 'export_categories_unknown'
  | 'export_price_missing'
  | 'export_value_attribute_unknown'
  | 'export_value_option_unmapped'
  | 'export_value_invalid'
  | 'export_value_unit_unknown'
  | 'export_value_too_long'
  | 'export_value_type_unsupported'
  | 'export_currency_unknown'
  | 'export_icecat_value_unfit';

export const exportMessage = (
  key: ExportMessageKey,
  params: Record<string, string | number> = {},
): ExportMessage => ({ key, params });
