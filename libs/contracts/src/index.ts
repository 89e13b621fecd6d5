/** @feedhub/contracts: zod schemas, types, constants and subjects shared by every app. */
export * from './constants';
export * from './permissions';
export * from './routes';
export * from './errors';
export * from './http';
export * from './fields';
export * from './ip';
export * from './identity';
export * from './jobs';
export * from './partners';
export * from './names';
export * from './bus';
export * from './settings';
export * from './services';
export * from './gateway';
export * from './products';
export * from './pim';
