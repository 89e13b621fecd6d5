import { SCHEMA } from '../schema';
import { addPartner, csv, db, feeds, importRun, line } from './__tests__/import-harness';

// After a products import, the partner's category and attribute suggestions are scored again, unless
// the run wrote no product: then nothing they are scored from changed, and they stay as they were.

/** When each of the partner's stored suggestions was computed, by entity and id. */
const computedAt = async (partnerId: number) =>
  Object.fromEntries(
    (
      (await db.knex
        .withSchema(SCHEMA)
        .table('mapping_suggestions')
        .where({ partner_id: partnerId })
        .select('entity', 'entity_id', 'computed_at')) as {
        entity: string;
        entity_id: number;
        computed_at: Date | string;
      }[]
    ).map((row) => [`${row.entity} ${row.entity_id}`, new Date(row.computed_at).getTime()]),
  );
const scoredLines = (lines: { key?: unknown }[]) =>
  lines.filter((entry) => entry.key === 'attribute_suggestions_scored');

test('an unchanged re-import leaves the suggestions as they were; a run that changes products scores them again', async () => {
  const all = Array.from({ length: 30 }, (_, k) => k + 1);
  feeds.set('/s.csv', csv(all.map((i) => line(i))));
  const partnerId = await addPartner('/s.csv');
  const first = await importRun(partnerId);
  expect(scoredLines(first.lines)).toHaveLength(1);
  const scored = await computedAt(partnerId);
  // Both kinds: the feed's categories and its attribute (colour).
  expect(Object.keys(scored).some((key) => key.startsWith('category '))).toBe(true);
  expect(Object.keys(scored).some((key) => key.startsWith('attribute '))).toBe(true);

  await new Promise((resolve) => setTimeout(resolve, 20));
  const unchanged = await importRun(partnerId);
  expect(unchanged.progress()).toMatchObject({ new: 0, changed: 0, unchanged: 30 });
  expect(scoredLines(unchanged.lines)).toHaveLength(0);
  expect(await computedAt(partnerId)).toEqual(scored);

  // One product changed: scored again.
  feeds.set('/s.csv', csv(all.map((i) => line(i, i === 7 ? 1 : 0))));
  const changed = await importRun(partnerId);
  expect(changed.progress()).toMatchObject({ changed: 1 });
  expect(scoredLines(changed.lines)).toHaveLength(1);
  const again = await computedAt(partnerId);
  expect(Object.keys(again).sort()).toEqual(Object.keys(scored).sort());
  for (const [key, at] of Object.entries(again)) expect(at).toBeGreaterThan(scored[key]!);

  // A product that left the feed (zeroed) is a change too.
  feeds.set('/s.csv', csv(all.filter((i) => i !== 3).map((i) => line(i, i === 7 ? 1 : 0))));
  const gone = await importRun(partnerId);
  expect(gone.progress()).toMatchObject({ new: 0, changed: 0 });
  expect(scoredLines(gone.lines)).toHaveLength(1);
});
