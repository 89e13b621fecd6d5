import { generatePath } from 'react-router-dom';
import { APP_ROUTES } from '@feedhub/contracts';

/** The path of a route of SPEC §2 by its name, with its params (`pathTo('partnerEdit', { id: 3 })`). */
export function pathTo(name: string, params: Record<string, string | number> = {}): string {
  const route = APP_ROUTES.find((r) => r.name === name);
  if (!route) throw new Error(`Unknown route ${name}`);
  return generatePath(
    route.path,
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)])),
  );
}
