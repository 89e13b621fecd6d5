import type { ServiceDeps } from '@feedhub/service-kit';
import type { IdentityConfig } from './config';

/** What the identity service is built from. */
export type IdentityDeps = ServiceDeps<IdentityConfig>;
