import type { RouteDefinition } from '@feedhub/service-kit';
import { partnerClassRoutes } from './partners/partner-classes.handlers';

/** THE route table of the catalog service (paths under /api); more resources arrive with later issues. */
export function catalogRoutes(): RouteDefinition[] {
  return [...partnerClassRoutes()];
}
