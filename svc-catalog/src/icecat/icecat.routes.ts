import {
  IcecatFeatureMapListQuerySchema,
  IcecatFeatureMapRowSchema,
  IcecatFeatureMapSaveSchema,
  IdParamsSchema,
  listPageSchema,
} from '@feedhub/contracts';
import { defineRoute, type RouteDefinition } from '@feedhub/service-kit';
import { z } from 'zod';
import { icecatFeatureHandlers } from './icecat-features.handlers';

/** The catalog's Icecat routes (docs/icecat.md): the feature map under Settings. */
export function icecatRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      method: 'get',
      path: '/icecat/features/list',
      access: 'settings',
      summary:
        'The Icecat feature map (filter: featureId, pimAttributeCode) with PIM attribute labels; default by feature id',
      query: IcecatFeatureMapListQuerySchema,
      response: listPageSchema(IcecatFeatureMapRowSchema),
      handler: icecatFeatureHandlers.list,
    }),
    defineRoute({
      method: 'post',
      path: '/icecat/features/save',
      access: 'settings',
      summary:
        'Adds a mapping, or changes one (id): featureId (unique), pimAttributeCode, unitFactor (numeric attributes), options (selects: Icecat value → PIM option code)',
      body: IcecatFeatureMapSaveSchema,
      rowOf: '/icecat/features/list',
      response: z.object({ id: z.number().int() }),
      handler: icecatFeatureHandlers.save,
    }),
    defineRoute({
      method: 'delete',
      path: '/icecat/features/delete/:id',
      access: 'settings',
      summary: 'Deletes a mapping',
      params: IdParamsSchema,
      handler: icecatFeatureHandlers.remove,
    }),
  ];
}
