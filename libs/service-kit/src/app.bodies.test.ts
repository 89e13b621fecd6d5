// Request bodies: the envelope, validation wording and locale, and what the JSON parser refuses.
import { MAX_JSON_DEPTH } from '@feedhub/contracts';
import { admin, adminEt, agent } from './__tests__/app-fixture';

describe('service app', () => {
  test('answers with the data envelope and the message', async () => {
    const res = await agent().post('/api/things/save').set(admin).send({ name: ' a ', count: 2, tags: [] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { name: 'a', count: 2, tags: [] }, message: 'saved' });
  });

  test('reports every validation issue under its field, in SPEC §5 wording', async () => {
    const res = await agent()
      .post('/api/things/save')
      .set(admin)
      .send({ name: 'x'.repeat(11), count: 'two', extra: 1 });
    expect(res.status).toBe(422);
    expect(res.body.key).toBe('validation_failed');
    expect(res.body.errors).toEqual({
      name: ['Name may not be greater than 10 characters'],
      count: ['Count must be an integer'],
      tags: ['Tags field is required'],
      extra: ['Extra is not an allowed field'],
    });
  });

  test('translates messages into the caller locale', async () => {
    const res = await agent().post('/api/things/save').set(adminEt).send({ name: '', count: 1, tags: [] });
    expect(res.body).toMatchObject({
      message: 'Sisestatud andmed on vigased',
      errors: { name: ['Nimi on kohustuslik'] },
    });
  });

  test('refuses NUL bytes as a validation error', async () => {
    const res = await agent()
      .post('/api/things/save')
      .set(admin)
      .send({ name: 'a\u0000b', count: 1, tags: [] });
    expect(res.status).toBe(422);
    expect(res.body.errors.name[0]).toMatch(/NUL/);
  });

  test('malformed JSON is 400 invalid_json, other content types 415', async () => {
    const bad = await agent()
      .post('/api/things/save')
      .set(admin)
      .set('Content-Type', 'application/json')
      .send('{"name":');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ key: 'invalid_json', message: 'Invalid JSON format' });
    const form = await agent().post('/api/things/save').set(admin).type('form').send('name=a');
    expect(form.status).toBe(415);
  });

  test('bytes that are not UTF-8, and JSON that is not an object or array, are 400 invalid_json', async () => {
    const send = (body: Buffer | string) =>
      agent()
        .post('/api/things/save')
        .set(admin)
        .set('Content-Type', 'application/json')
        .serialize((raw: unknown) => raw as string)
        .send(body);
    for (const body of [Buffer.from([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]), '"text"', '12'])
      expect((await send(body)).body).toMatchObject({ key: 'invalid_json' });
    expect((await send('\ufeff{"name":"a","count":1,"tags":[]}')).status).toBe(200); // a BOM is dropped
  });

  test('a body nested deeper than MAX_JSON_DEPTH is 422 under the field where it ran out, never parsed', async () => {
    const deep = `{"tags":[${'['.repeat(50_000)}${']'.repeat(50_000)}]}`;
    const res = await agent()
      .post('/api/things/save')
      .set(admin)
      .set('Content-Type', 'application/json')
      .send(deep);
    expect(res.status).toBe(422);
    const field = ['tags', ...Array<string>(MAX_JSON_DEPTH - 1).fill('0')].join('.');
    expect(res.body.errors).toEqual({
      [field]: [`Tags may not be nested more than ${MAX_JSON_DEPTH} levels deep`],
    });
  });

  test('a key __proto__ is an unknown field (422), not a parse error; NUL and lone surrogates anywhere are refused', async () => {
    const res = await agent()
      .post('/api/things/save')
      .set(admin)
      .set('Content-Type', 'application/json')
      .send('{"name":"a","count":1,"tags":["x\\ud800"],"__proto__":{"count":2}}');
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      ['__proto__']: ['__proto__ is not an allowed field'],
      'tags.0': ['Tags must not contain lone UTF-16 surrogates'],
    });
  });

  test.each(['bogus', 'gzip', 'deflate', 'br', 'gzip, identity'])(
    'a body with Content-Encoding %p is 415, never 500',
    async (encoding) => {
      const res = await agent()
        .post('/api/things/save')
        .set(admin)
        .set('Content-Type', 'application/json')
        .set('Content-Encoding', encoding)
        .send('{"name":"a","count":1,"tags":[]}');
      expect(res.status).toBe(415);
      expect(res.body.key).toBe('unsupported_media_type');
    },
  );
});
