import { runStandalone } from '@feedhub/service-kit';
import { catalogService } from './main';

// Cluster mode: this service as its own process (DESIGN §2).
void runStandalone(catalogService);
