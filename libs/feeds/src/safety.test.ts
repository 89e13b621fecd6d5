import { readContent, readFixture } from './testing/feed-test-utils';

test('truncated json', async () => {
  const run = await readFixture('bad/truncated.json', 'json', { fields: { code: 'id' } });
  expect(run.error?.key).toBe('feed_truncated');
});
test('after', async () => {
  const run = await readContent('json', { fields: { code: 'id' } }, '[{"id":"1"}]');
  expect(run.records).toHaveLength(1);
});
