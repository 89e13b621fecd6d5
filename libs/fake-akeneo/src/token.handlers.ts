import type { FakeHandler } from './http';
import { AkeneoHttpError } from './paging';
import { jsonBody } from './http';

/** Reads a JSON or form-urlencoded body as flat string fields. */
function fields(contentType: string, raw: Buffer): Record<string, string> {
  if (contentType.includes('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw.toString('utf8')));
  const body = jsonBody(raw);
  if (typeof body !== 'object' || body === null)
    throw new AkeneoHttpError(400, 'Invalid json message received');
  return Object.fromEntries(Object.entries(body).map(([k, v]) => [k, String(v)]));
}

/** POST /api/oauth/v1/token: Basic client check, password and refresh_token grants (PIM.md §1.1). */
export const postToken: FakeHandler = (fake, { ctx, raw }) => {
  const basic = /^Basic (.+)$/.exec(ctx.get('authorization'))?.[1];
  const [clientId, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':') : [];
  if (clientId !== fake.credentials.clientId || secret !== fake.credentials.secret)
    throw new AkeneoHttpError(
      422,
      'Parameter "client_id" is missing or does not match any client, or secret is invalid',
    );
  const body = fields(ctx.get('content-type'), raw);
  if (body.grant_type === 'password') {
    if (body.username !== fake.credentials.username || body.password !== fake.credentials.password)
      throw new AkeneoHttpError(422, 'No user found for the given username and password');
    fake.requests.tokenGrants += 1;
    ctx.body = fake.tokens.issue();
    return;
  }
  if (body.grant_type === 'refresh_token') {
    const pair = fake.tokens.useRefresh(body.refresh_token ?? '');
    if (!pair) throw new AkeneoHttpError(422, 'Invalid refresh token');
    fake.requests.tokenRefreshes += 1;
    ctx.body = pair;
    return;
  }
  throw new AkeneoHttpError(
    422,
    'Parameter "grant_type" of the request must be "password" or "refresh_token"',
  );
};
