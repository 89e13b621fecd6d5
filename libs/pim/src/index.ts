/** @feedhub/pim: the PIM's reference data model, the adapter interface and the embedded PIM's taxonomy. */
export {
  PIM_ATTRIBUTE_TYPES,
  PIM_SELECT_TYPES,
  PimAttributeOptionSchema,
  PimAttributeSchema,
  PimCategorySchema,
  PimFamilySchema,
  PimChannelSchema,
  PimLabelsSchema,
  type PimAttribute,
  type PimAttributeOption,
  type PimAttributeType,
  type PimCategory,
  type PimChannel,
  type PimFamily,
  type PimLabels,
  type PimReferenceData,
} from './model';
export { readAll, type PimAdapter, type PimLineError, type PimLineResult } from './adapter';
export { PimConnectionError, type PimFailureKind } from './errors';
export { EMBEDDED_TAXONOMY } from './embedded/taxonomy';
export { checkReferenceData, type ReferenceDataProblem } from './check';
export { embeddedPim, PIM_PAGE_SIZE, type EmbeddedProductStore } from './embedded/embedded-adapter';
export { pimStructure, type PimStructure } from './export/structure';
export { exportIdentifier } from './export/identifier';
export { exportMessage, type ExportMessage, type ExportMessageKey } from './export/messages';
export {
  buildExportPayload,
  priceAttributeCode,
  productCategories,
  type ExportAttributeMapping,
  type ExportBuild,
  type ExportProductAttribute,
  type ExportSource,
} from './export/payload';
export { fillFromIcecat, type ExportIcecat, type ExportIcecatFeature } from './export/icecat-values';
export { productProblems } from './export/product-check';
export { payloadHash, productJson } from './export/hash';
export { akeneoUnit } from './export/units';
export { akeneoPim } from './akeneo/akeneo-adapter';
export {
  AkeneoOptionsSchema,
  type AkeneoEvent,
  type AkeneoLog,
  type AkeneoOptions,
  type AkeneoStats,
} from './akeneo/options';
