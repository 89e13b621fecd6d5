/** @feedhub/suggest: mapping suggestions from a multilingual pivot taxonomy (Shopify's, shipped in data/). */
export { PivotDataError } from './pivot/errors';
export { PIVOT_FORMAT, PIVOT_FORMAT_VERSION, PivotFileSchema, type PivotFile } from './pivot/format';
export { defaultPivotFile, loadPivot, pivot, PIVOT_FILE_NAME } from './pivot/load';
export { Pivot, type PivotNode, type PivotSearchHit } from './pivot/pivot';
export { MAX_TEXT_LENGTH, normalizeText, stem, stems, trigrams, words } from './text/normalize';
export { LabelIndex, labelKey, type LabelHit } from './text/label-index';
export {
  type CategoryEvidence,
  type CategoryReason,
  type CategorySource,
  type PimCategoryInput,
  type PivotLinkInput,
  type ScoredCategory,
} from './categories/types';
export { suggestPivotLinks } from './categories/links';
export { buildCategoryIndex, pimPath, type CategoryIndex } from './categories/category-index';
export { scoreCategory } from './categories/score';
export type {
  AttributeEvidence,
  AttributeReason,
  AttributeSource,
  OptionSuggestion,
  PimAttributeInput,
  ScoredAttribute,
  UnitConversion,
} from './attributes/types';
export { buildAttributeIndex, type AttributeIndex } from './attributes/attribute-index';
export { nameForms, scoreAttribute, type NameForm } from './attributes/score';
export { buildMappedNameIndex, mappedNameCandidates, type MappedNameIndex } from './attributes/mapped-index';
export { pimAttributeInputs } from './attributes/pim-input';
export { conversionFactor, parseMeasured } from './attributes/units';
