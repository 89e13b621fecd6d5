import { addPartner, adminBrowser, startStack, type TestBrowser, type TestStack } from './stack';
let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => { stack = await startStack(); admin = await adminBrowser(stack); });
afterAll(() => stack.close());
test('timing', async () => {
  const catalog = (t: string) => stack.db.knex.withSchema('catalog').table(t);
  // 5 partners × 300 attributes, half mapped
  const names = ['Farbe', 'Gewicht', 'Marke', 'Bildschirmdiagonale', 'Arbeitsspeicher', 'Prozessor', 'Цвет', 'Вес', 'Paino', 'Väri'];
  let last = 0;
  for (let p = 0; p < 5; p++) {
    const id = await addPartner(admin, `T ${p} ${Date.now()}`);
    last = id;
    const rows = Array.from({ length: 300 }, (_, i) => ({ partner_id: id, code: `a${i}`, name: `${names[i % 10]} ${i}`, type: i % 2 ? 'select' : 'text',
      options: JSON.stringify(i % 2 ? ['Rot', 'Schwarz', 'Dell'] : []), pim_attribute_codes: JSON.stringify(p < 4 && i % 2 ? ['color'] : []) }));
    await catalog('partner_attributes').insert(rows);
  }
  const ids = (await catalog('partner_attributes').where({ partner_id: last }).pluck('id')) as number[];
  const t0 = Date.now();
  const { refreshPartnerSuggestions } = await import('../../svc-catalog/src/suggestions/refresh');
  const n = await refreshPartnerSuggestions(stack.db.knex, last, 'attribute');
  console.log('refresh', n, 'attributes in', Date.now() - t0, 'ms');
  const times: number[] = [];
  for (const id of ids.slice(0, 100)) {
    const s = Date.now();
    const res = await admin.get(`/api/partner-attributes/suggestions?id=${id}`);
    expect(res.status).toBe(200);
    times.push(Date.now() - s);
  }
  times.sort((a, b) => a - b);
  console.log('GET suggestions p50', times[50], 'p95', times[95], 'max', times[99]);
  const s = Date.now();
  const acc = await admin.post('/api/partner-attributes/accept-suggestions', { partnerId: last });
  console.log('accept', acc.body.data.mapped, 'in', Date.now() - s, 'ms');
  const l = Date.now();
  await admin.get(`/api/partner-attributes/list?filter[partnerId]=${last}&filter[suggested]=2`);
  console.log('list', Date.now() - l, 'ms');
}, 300_000);
