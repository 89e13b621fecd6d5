import { FEED_CLASS_NAMES, FeedClassInfoSchema } from '@feedhub/feeds';
import { adminBrowser, startStack, userWith, type TestBrowser, type TestStack } from './stack';

let stack: TestStack;
let admin: TestBrowser;
beforeAll(async () => {
  stack = await startStack();
  admin = await adminBrowser(stack);
});
afterAll(() => stack.close());

describe('GET /api/partners/classes', () => {
  test('lists every feed adapter with its params, through the gateway to the catalog service', async () => {
    const res = await admin.get('/api/partners/classes');
    expect(res.status).toBe(200);
    const classes = FeedClassInfoSchema.array().parse(res.body.data);
    expect(classes.map((c) => c.name)).toEqual([...FEED_CLASS_NAMES]);
    const xml = classes.find((c) => c.name === 'xml');
    expect(xml?.label).toBe('XML (mapped)');
    expect(xml?.params.map((p) => p.name)).toEqual(expect.arrayContaining(['url', 'itemPath', 'fields']));
  });

  test('speaks the caller’s language', async () => {
    const estonian = await adminBrowser(stack, { locale: 'et' });
    const res = await estonian.get('/api/partners/classes');
    expect(res.status).toBe(200);
    expect(res.body.data.find((c: { name: string }) => c.name === 'xml').label).toBe('XML (vastendusega)');
  });

  test('needs the partners permission', async () => {
    const without = await userWith(stack, admin, ['settings'], 'classless');
    expect((await without.get('/api/partners/classes')).status).toBe(403);
    const withIt = await userWith(stack, admin, ['partners'], 'partnerviewer');
    expect((await withIt.get('/api/partners/classes')).status).toBe(200);
  });

  test('the add and edit forms read it (and the task queues) without the partners permission', async () => {
    for (const permission of ['partnerAdd', 'partnerEdit']) {
      const formOnly = await userWith(stack, admin, [permission], `only-${permission}`.toLowerCase());
      expect((await formOnly.get('/api/partners/classes')).status).toBe(200);
      expect((await formOnly.get('/api/partner-tasks/queues')).status).toBe(200);
    }
  });
});
