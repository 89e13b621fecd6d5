import type { IcecatFeatureMapListQuery, IcecatFeatureMapSaveInput } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import type { RequestContext } from '@feedhub/service-kit';
import { deleteFeatureMapping, listFeatureMappings, saveFeatureMapping } from './icecat-features.domain';

/** The Icecat feature map (Settings → Icecat features): list, save, delete. */
export const icecatFeatureHandlers = {
  list: async ({ query }: { query: IcecatFeatureMapListQuery }, ctx: RequestContext) => ({
    data: await listFeatureMappings(ctx, query),
  }),
  save: async ({ body }: { body: IcecatFeatureMapSaveInput }, ctx: RequestContext) => ({
    data: { id: await saveFeatureMapping(ctx, body) },
    message: translate(ctx.locale, 'messages', 'icecat_feature_saved'),
  }),
  remove: async ({ params }: { params: { id: number } }, ctx: RequestContext) => {
    await deleteFeatureMapping(ctx, params.id);
    return { data: null, message: translate(ctx.locale, 'messages', 'icecat_feature_deleted') };
  },
};
