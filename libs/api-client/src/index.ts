/** @feedhub/api-client: typed fetch with SPEC §8's interceptor rules, and the data hooks every remote shares. */
export * from './api-error';
export * from './client';
export * from './crud';
export * from './csrf';
export * from './desktop-search';
export * from './export-jobs';
export * from './job-desktop';
export * from './job-events';
export * from './list-screen';
export * from './list-search';
export * from './live-queries';
export * from './query-client';
export * from './registry';
export * from './url-state';
export * from './pim-reference';
