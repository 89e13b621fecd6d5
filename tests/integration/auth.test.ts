import { ADMIN_PASSWORD, adminBrowser, startStack, type TestStack } from './stack';

let stack: TestStack;
beforeAll(async () => {
  stack = await startStack({ SESSION_IDLE_MINUTES: '1' });
});
afterAll(() => stack.close());

describe('login', () => {
  test('returns the user with permissions and a new CSRF token, and sets an httpOnly session cookie', async () => {
    const browser = stack.browser();
    const pageToken = await browser.csrf();
    const res = await browser.login('ADMIN', ADMIN_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Logged in');
    expect(res.body.data).toMatchObject({ username: 'admin', locale: 'en', permissions: ['*'] });
    expect(res.body.data.allPermissions).toContain('settingsUsers');
    expect(res.body.data.csrfToken).not.toBe(pageToken);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/feedhub_session=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax/);
    expect(setCookie).not.toMatch(/Domain=/);
    // the page now carries the session's token
    expect(await browser.csrf()).toBe(res.body.data.csrfToken);
    expect((await browser.get('/api/auth/me')).body.data.username).toBe('admin');
  });

  test('wrong password and unknown user get the same answer: banner message and a field message', async () => {
    const a = await stack.browser().login('admin', 'wrong-password');
    const b = await stack.browser().login('nobody', 'wrong-password');
    for (const res of [a, b]) {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        key: 'login_failed',
        message: 'Login failed',
        errors: { username: ['These credentials do not match our records'] },
        rules: { username: [{ rule: 'login_credentials' }] },
      });
    }
  });

  test('empty fields get SPEC §5 messages under each field, in the browser language', async () => {
    const res = await stack.browser({ locale: 'et' }).login('', '');
    expect(res.status).toBe(422);
    expect(res.body.key).toBe('validation_failed');
    expect(res.body.errors).toEqual({
      username: ['Kasutajanimi on kohustuslik'],
      password: ['Parool on kohustuslik'],
    });
    const en = await stack.browser().login('', '');
    expect(en.body.errors.username).toEqual(['Username field is required']);
  });

  test('an over-long password is refused before hashing', async () => {
    const res = await stack.browser().login('admin', 'x'.repeat(5000));
    expect(res.status).toBe(422);
    expect(res.body.errors.password[0]).toMatch(/may not be greater than 1024 characters/);
  });

  test('ten wrong passwords in a row: throttled with 429 and Retry-After, other clients unaffected', async () => {
    const attacker = stack.browser({ ip: '203.0.113.50' });
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attacker.login('admin', `wrong-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    const blocked = await attacker.login('admin', ADMIN_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body.key).toBe('too_many_attempts');
    expect((await stack.browser({ ip: '203.0.113.51' }).login('admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  test('login rotates the session: the old cookie stops working', async () => {
    const browser = await adminBrowser(stack);
    const first = String(
      browser.agent.jar.getCookie('feedhub_session', {
        domain: '127.0.0.1',
        path: '/',
        script: false,
        secure: false,
      })?.value,
    );
    await browser.login('admin', ADMIN_PASSWORD);
    const replay = await stack.browser().get('/api/auth/me').set('Cookie', `feedhub_session=${first}`);
    expect(replay.status).toBe(401);
  });
});

describe('logout', () => {
  test('ends the session, returns a fresh token, and a replayed cookie is refused', async () => {
    const browser = await adminBrowser(stack);
    const cookie = browser.agent.jar.getCookie('feedhub_session', {
      domain: '127.0.0.1',
      path: '/',
      script: false,
      secure: false,
    })?.value;
    const res = await browser.post('/api/auth/logout');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Logged out', data: { csrfToken: expect.any(String) } });
    expect((await browser.get('/api/auth/me')).status).toBe(401);
    const replay = await stack.browser().get('/api/auth/me').set('Cookie', `feedhub_session=${cookie}`);
    expect(replay.status).toBe(401);
    // the returned token is the page's pre-login token: the next login needs no reload
    expect((await browser.login('admin', ADMIN_PASSWORD)).status).toBe(200);
  });

  test('without a session it still answers 200 (the client logs out locally after a 401)', async () => {
    const res = await stack.browser().post('/api/auth/logout');
    expect(res.status).toBe(200);
  });
});

describe('session and CSRF at the gateway', () => {
  test('no session: 401 unauthenticated', async () => {
    const res = await stack.browser().get('/api/users/list');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ key: 'unauthenticated', message: 'Unauthorized' });
  });

  test('missing, blank, wrong or another session’s CSRF token: 419', async () => {
    const browser = await adminBrowser(stack);
    const other = await adminBrowser(stack);
    const otherToken = await other.csrf();
    const body = { id: 1, value: 'embedded' };
    for (const token of [undefined, '', 'wrong', otherToken]) {
      const req = browser.agent.post('/api/settings/save').set(browser.headers);
      if (token !== undefined) req.set('X-CSRF-TOKEN', token);
      const res = await req.send(body);
      expect(res.status).toBe(419);
      expect(res.body.key).toBe('csrf_token_mismatch');
    }
    // a token in the query string is ignored
    const inQuery = await browser.agent
      .post(`/api/settings/save?_token=${await browser.csrf()}`)
      .set(browser.headers)
      .send(body);
    expect(inQuery.status).toBe(419);
  });

  test('a cross-site request is refused even with the right token', async () => {
    const browser = await adminBrowser(stack);
    const token = await browser.csrf();
    const res = await browser.agent
      .post('/api/auth/logout')
      .set(browser.headers)
      .set('X-CSRF-TOKEN', token)
      .set('Sec-Fetch-Site', 'cross-site')
      .send({});
    expect(res.status).toBe(419);
  });

  test('an idle-expired session answers 419 and the cookie is cleared', async () => {
    const browser = await adminBrowser(stack);
    await stack.db.knex('identity.sessions').update({ idle_expires_at: new Date(Date.now() - 1000) });
    // wait out the gateway's few-second cache of resolved sessions
    await new Promise((r) => setTimeout(r, 5200));
    const res = await browser.get('/api/auth/me');
    expect(res.status).toBe(419);
    expect(res.body.key).toBe('session_expired');
    expect(String(res.headers['set-cookie'])).toMatch(/feedhub_session=; .*Max-Age=0/);
    expect((await browser.get('/api/auth/me')).status).toBe(401);
  }, 15_000);
});
