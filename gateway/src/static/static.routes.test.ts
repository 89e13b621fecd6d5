import { rawRequest, startHarness, type Harness } from '../__tests__/harness';

const files = {
  'shell/dist/main.0123abcd.js.map': '{"version":3,"sources":["secret.ts"]}',
  'mfe-settings/dist/remote.js.map': '{"version":3,"sources":["remote.ts"]}',
};

describe('source maps', () => {
  let gw: Harness;
  beforeAll(async () => {
    gw = await startHarness({ files, whitelist: ['10.0.0.0/8'] });
  });
  afterAll(() => gw.close());

  test('go to clients the whitelist admits', async () => {
    for (const path of ['/main.0123abcd.js.map', '/remotes/settings/remote.js.map']) {
      const res = await rawRequest(gw.port, { path, headers: { 'X-Forwarded-For': '10.1.1.1' } });
      expect(res.status).toBe(200);
      expect(res.body.toString()).toContain('"sources"');
    }
  });

  test('are a 404 for a client the whitelist refuses, also under an encoded name', async () => {
    for (const path of [
      '/main.0123abcd.js.map',
      '/remotes/settings/remote.js.map',
      '/main.0123abcd.js%2emap',
    ]) {
      const res = await rawRequest(gw.port, { path, headers: { 'X-Forwarded-For': '203.0.113.9' } });
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('sources');
    }
  });
});

describe('source maps in production', () => {
  let gw: Harness;
  beforeAll(async () => {
    gw = await startHarness({ files, env: { NODE_ENV: 'production' } });
  });
  afterAll(() => gw.close());

  test('are never served, whoever asks', async () => {
    for (const path of ['/main.0123abcd.js.map', '/remotes/settings/remote.js.map']) {
      const res = await rawRequest(gw.port, { path, headers: { 'X-Forwarded-For': '10.1.1.1' } });
      expect(res.status).toBe(404);
      expect(res.body.toString()).not.toContain('sources');
    }
  });
});
