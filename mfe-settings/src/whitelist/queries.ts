import { WhitelistedIpSchema } from '@feedhub/contracts';
import { crudHooks } from '../shared/crud';

/** /api/whitelisted-ips list, save, delete. */
export const whitelist = crudHooks('whitelisted-ips', WhitelistedIpSchema);
