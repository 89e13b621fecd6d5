import type { RouteDefinition } from '@feedhub/service-kit';

/** THE route table of the jobs service; its resources arrive with later issues. */
export function jobsRoutes(): RouteDefinition[] {
  return [];
}
