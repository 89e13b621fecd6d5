import { runStandalone } from '@feedhub/service-kit';
import { JobsConfigSchema, createService, type JobsConfig } from './main';

// Cluster mode: this service as its own process (DESIGN §2).
void runStandalone<JobsConfig>('jobs', JobsConfigSchema, createService, 3003);
