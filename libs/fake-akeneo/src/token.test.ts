import { startFakeAkeneo, type FakeAkeneo } from './server';
import { BASIC, passwordGrant } from './testing';

describe('fake akeneo: token route', () => {
  let fake: FakeAkeneo;
  afterEach(() => fake.close());
  const token = (body: string, type: string, auth = BASIC) =>
    fetch(`${fake.url}/api/oauth/v1/token`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': type },
      body,
    });
  const get = (t: string) =>
    fetch(`${fake.url}/api/rest/v1/channels`, { headers: { authorization: `Bearer ${t}` } });

  it('grants a token from a JSON body and from a form body', async () => {
    fake = await startFakeAkeneo({ expiresIn: 120 });
    const json = await passwordGrant(fake);
    expect(json).toMatchObject({ expires_in: 120, token_type: 'bearer', scope: null });
    const form = await token(
      'grant_type=password&username=admin&password=admin',
      'application/x-www-form-urlencoded',
    );
    expect(form.status).toBe(200);
    expect((await get(json.access_token)).status).toBe(200);
    expect(fake.requests.tokenGrants).toBe(2);
  });

  it('answers 422 on a bad client, user or grant', async () => {
    fake = await startFakeAkeneo();
    const bad = `Basic ${Buffer.from('client:nope').toString('base64')}`;
    expect(
      (
        await token(
          '{"grant_type":"password","username":"admin","password":"admin"}',
          'application/json',
          bad,
        )
      ).status,
    ).toBe(422);
    expect(
      (await token('{"grant_type":"password","username":"admin","password":"x"}', 'application/json')).status,
    ).toBe(422);
    const res = await token('{"grant_type":"client_credentials"}', 'application/json');
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ code: 422 });
    expect(fake.requests.tokenGrants).toBe(0);
  });

  it('refuses a missing, unknown or expired bearer with 401 {code, message}', async () => {
    fake = await startFakeAkeneo({ expiresIn: 1 });
    const res = await fetch(`${fake.url}/api/rest/v1/products`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ code: 401, message: expect.any(String) });
    expect((await get('nope')).status).toBe(401);
    const { access_token } = await passwordGrant(fake);
    expect((await get(access_token)).status).toBe(200);
    await new Promise((r) => setTimeout(r, 1100));
    const expired = await get(access_token);
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toMatch(/expired/);
  });

  it('a refresh gives a new pair and revokes the old access and refresh tokens', async () => {
    fake = await startFakeAkeneo();
    const first = await passwordGrant(fake);
    const res = await token(
      JSON.stringify({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
      'application/json',
    );
    const second = (await res.json()) as { access_token: string; refresh_token: string };
    expect(second.access_token).not.toBe(first.access_token);
    expect((await get(first.access_token)).status).toBe(401);
    expect((await get(second.access_token)).status).toBe(200);
    const again = await token(
      JSON.stringify({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
      'application/json',
    );
    expect(again.status).toBe(422);
    expect(fake.requests.tokenRefreshes).toBe(1);
  });
});
