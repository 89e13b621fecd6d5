/** A fake Icecat live JSON API for Feedhub's tests and benchmark (PIM.md §4). */
export { startFakeIcecat, type FakeIcecat, type FakeIcecatOptions } from './server';
export {
  icecatAnswer,
  type SheetSpec,
  type FeatureSpec,
  type IcecatAnswerJson,
  type IcecatDataJson,
  type IcecatErrorJson,
  type IcecatFeatureJson,
  type IcecatLocalised,
} from './answer-builder';
export { ICECAT_ERRORS, type IcecatError } from './errors';
export { SheetStore, type StoredSheet } from './sheets';
export { IcecatFaults } from './faults';
export { IcecatRequestLog, type FakeOutcome, type LoggedIcecatRequest } from './request-log';
export { generateSheets, gtin13, sheetKeys } from './generate';
