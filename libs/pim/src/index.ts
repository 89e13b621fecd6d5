/** @feedhub/pim: the PIM's reference data model, the adapter interface and the embedded PIM's taxonomy. */
export {
  PIM_ATTRIBUTE_TYPES,
  PIM_SELECT_TYPES,
  PimAttributeOptionSchema,
  PimAttributeSchema,
  PimCategorySchema,
  PimFamilySchema,
  PimLabelsSchema,
  type PimAttribute,
  type PimAttributeOption,
  type PimAttributeType,
  type PimCategory,
  type PimFamily,
  type PimLabels,
  type PimReferenceData,
} from './model';
export { readAll, type PimAdapter } from './adapter';
export { EMBEDDED_TAXONOMY } from './embedded/taxonomy';
export { checkReferenceData, type ReferenceDataProblem } from './check';
export { embeddedPim, PIM_PAGE_SIZE } from './embedded/embedded-adapter';
