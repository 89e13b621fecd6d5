import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { translate } from '@feedhub/i18n';
import { startHarness, type Harness } from '../__tests__/harness';

let gw: Harness;
const reports = mkdtempSync(join(tmpdir(), 'feedhub-reports-'));
beforeAll(async () => {
  gw = await startHarness({ env: { REPORTS_DIR: reports } });
});
afterAll(async () => {
  await gw.close();
  rmSync(reports, { recursive: true, force: true });
});

/** The envelope of DESIGN §3 for `key` in `locale`. */
const envelope = (key: string, locale: 'en' | 'et') => ({ key, message: translate(locale, 'errors', key) });

describe('every /api error of the gateway is the envelope, in the caller language', () => {
  test('a missing test report is page_not_found, translated', async () => {
    mkdirSync(join(reports, 'jest'), { recursive: true });
    writeFileSync(join(reports, 'jest', 'index.html'), '<html></html>');
    const { cookie } = gw.login();
    const res = await request(gw.url)
      .get('/api/test-reports/jest/missing.html')
      .set({ Cookie: cookie, 'Accept-Language': 'et' });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(envelope('page_not_found', 'et'));
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  test("without Accept-Language, the session's locale is used", async () => {
    const { cookie } = gw.login({ locale: 'et' });
    const res = await request(gw.url).get('/api/nothing-here').set({ Cookie: cookie });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(envelope('page_not_found', 'et'));
  });

  test('a CSRF refusal is the envelope too', async () => {
    const { cookie } = gw.login();
    const csrf = await request(gw.url)
      .post('/api/partners/save')
      .set({ Cookie: cookie, 'Accept-Language': 'et' });
    expect(csrf.status).toBe(419);
    expect(csrf.body).toEqual(envelope('csrf_token_mismatch', 'et'));
  });
});

describe('static answers outside /api', () => {
  test('405 for other methods says so in plain text, with Allow', async () => {
    const res = await request(gw.url).post('/index.html');
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
  });
});
