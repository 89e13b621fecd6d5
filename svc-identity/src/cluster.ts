import { runStandalone } from '@feedhub/service-kit';
import { identityService } from './main';

// Cluster mode: this service as its own process (DESIGN §2).
void runStandalone(identityService);
