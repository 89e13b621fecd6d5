import type { RouteDefinition } from '@feedhub/service-kit';

/** THE route table of the catalog service; its resources arrive with later issues. */
export function catalogRoutes(): RouteDefinition[] {
  return [];
}
