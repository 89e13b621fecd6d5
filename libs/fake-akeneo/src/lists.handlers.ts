import type { FakeHandler } from './http';
import { AkeneoHttpError, pageOf } from './paging';

type Named = { code: string };

/** A paged list of one fixture collection. */
export const listOf =
  (pick: (s: Parameters<FakeHandler>[0]['state']) => Named[]): FakeHandler =>
  (fake, { ctx, url }) => {
    ctx.body = pageOf(pick(fake.state), url);
  };

/** One item of a fixture collection by code; 404 when unknown. */
export const oneOf =
  (pick: (s: Parameters<FakeHandler>[0]['state']) => Named[]): FakeHandler =>
  (fake, { ctx, params }) => {
    const item = pick(fake.state).find((i) => i.code === params.code);
    if (!item) throw new AkeneoHttpError(404, `Resource \`${params.code}\` does not exist.`);
    ctx.body = item;
  };

/** GET /attributes/{code}/options: 404 when the attribute is unknown. */
export const listOptions: FakeHandler = (fake, { ctx, url, params }) => {
  if (!fake.state.attributes.some((a) => a.code === params.code))
    throw new AkeneoHttpError(404, `Attribute "${params.code}" does not exist.`);
  ctx.body = pageOf(
    fake.state.attributeOptions
      .filter((o) => o.attribute === params.code)
      .sort((a, b) => a.sort_order - b.sort_order),
    url,
  );
};
