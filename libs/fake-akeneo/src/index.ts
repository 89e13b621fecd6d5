/** A faithful fake Akeneo PIM server for Feedhub's export tests and benchmark (PIM.md §6). */
export { startFakeAkeneo, type FakeAkeneo, type FakeAkeneoOptions } from './server';
export { defaultFixture, attribute } from './fixture';
export { createState, type AkeneoState } from './state';
export { Faults, type FaultRule, type LatencyModel } from './faults';
export { RequestLog, type LoggedRequest } from './request-log';
export { TokenStore, type AkeneoCredentials } from './tokens';
export { validateProductPatch, mergeProduct, type AkeneoFieldError } from './product-validation';
export { COLLECTION_TYPE, MAX_LINES } from './products.handlers';
export type * from './types';
