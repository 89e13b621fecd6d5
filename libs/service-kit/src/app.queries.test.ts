// Query strings: allow-listed filters and sort fields, and keys that name object members.
import { admin, agent } from './__tests__/app-fixture';

describe('service app', () => {
  test('allow-lists filters and sort fields; qs nesting works', async () => {
    const ok = await agent()
      .get('/api/things/list?filter[name]=x&order[field]=name&order[direction]=desc&page=2&perPage=25')
      .set(admin);
    expect(ok.body.data.rows[0]).toEqual({
      filter: { name: 'x' },
      order: { field: 'name', direction: 'desc' },
      page: 2,
      perPage: 25,
    });
    const unknownFilter = await agent().get('/api/things/list?filter[password]=x').set(admin);
    expect(unknownFilter.status).toBe(422);
    expect(unknownFilter.body.errors).toHaveProperty(['filter.password']);
    const injection = await agent().get('/api/things/list?order[field]=name;drop table x').set(admin);
    expect(injection.status).toBe(422);
    expect(injection.body.errors).toHaveProperty(['order.field']);
    const badPage = await agent().get('/api/things/list?perPage=-1').set(admin);
    expect(badPage.status).toBe(422);
  });

  test.each([
    'constructor',
    'toString',
    'hasOwnProperty',
    'valueOf',
    'filter[constructor]',
    'order[toString]',
  ])('a query key named after an object member (%s) is an unknown field, not a crash', async (key) => {
    const res = await agent().get(`/api/things/list?${key}=1`).set(admin);
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty([key.replace(/\[(\w+)\]/, '.$1')]);
  });

  test('__proto__ in a query changes nothing', async () => {
    const res = await agent().get('/api/things/list?__proto__[page]=9&filter[__proto__][x]=1').set(admin);
    expect(res.status).toBe(200);
    expect(res.body.data.rows[0].page).toBe(1);
  });
});
