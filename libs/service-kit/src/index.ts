/** @feedhub/service-kit: the Koa app factory, route table, errors, validation and caller identity. */
export * from './app';
export * from './config';
export * from './domain-context';
export * from './list';
export * from './errors';
export * from './identity';
export * from './json-depth';
export * from './logger';
export * from './openapi';
export * from './query';
export * from './read-only-keys';
export * from './route-table';
export * from './router';
export * from './server';
export * from './state';
export * from './validation';

export * from './define-service';
export * from './maintenance';
export * from './platform';
export * from './standalone';
export * from './settings-reader';
