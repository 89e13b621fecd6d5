/** @feedhub/api-client: typed fetch with SPEC §8's interceptor rules. */
export * from './api-error';
export * from './client';
export * from './csrf';
export * from './registry';
