import type { CountryListQuery, PermissionListQuery } from '@feedhub/contracts';
import type { RequestContext } from '@feedhub/service-kit';
import { pageCountries } from '../countries/countries.repo';
import { presentPermission } from './permissions.presenter';
import { pagePermissions } from './permissions.repo';

/** The two read-only select lists of the settings forms: permissions (roles) and countries (users). */
export const referenceHandlers = {
  /** Permissions described in the caller's language. */
  permissions: async ({ query }: { query: PermissionListQuery }, ctx: RequestContext) => {
    const page = await pagePermissions(ctx.trx, query);
    return { data: { rows: page.rows.map((p) => presentPermission(p, ctx.locale)), total: page.total } };
  },
  /** Countries by name. */
  countries: async ({ query }: { query: CountryListQuery }, ctx: RequestContext) => {
    const page = await pageCountries(ctx.trx, query);
    return { data: { rows: page.rows.map(({ id, name }) => ({ id, name })), total: page.total } };
  },
};
