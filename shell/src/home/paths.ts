import { generatePath } from 'react-router-dom';
import { APP_ROUTES } from '@feedhub/contracts';

/** The path of a route of SPEC §2 by its name, with its params and an optional query (`?isMapped=2`). */
export function pathTo(
  name: string,
  params: Record<string, number> = {},
  query?: Record<string, string>,
): string {
  const route = APP_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  const path = generatePath(
    route.path,
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  );
  return query ? `${path}?${new URLSearchParams(query).toString()}` : path;
}
