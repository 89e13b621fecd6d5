import { WhitelistedIpSaveSchema, WhitelistedIpSchema } from '@feedhub/contracts';
import { crudResource } from '@feedhub/api-client';

/** /api/whitelisted-ips: list, save, delete. */
export const whitelist = crudResource({
  resource: 'whitelisted-ips',
  row: WhitelistedIpSchema,
  save: WhitelistedIpSaveSchema,
});
