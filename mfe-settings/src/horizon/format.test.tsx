import { formatAgo, formatDuration, minuteLabel } from './format';

test('durations in the language, from milliseconds to hours; none is a dash', () => {
  expect(formatDuration(null, 'en')).toBe('–');
  expect(formatDuration(350, 'en')).toBe('350 ms');
  expect(formatDuration(4200, 'en')).toBe('4.2 sec');
  expect(formatDuration(4200, 'et')).toBe('4,2 sek');
  expect(formatDuration(200_000, 'en')).toBe('3 min 20 sec');
  expect(formatDuration(180_000, 'en')).toBe('3 min');
  expect(formatDuration(7_500_000, 'en')).toBe('2 hr 5 min');
});

test('how long ago, in the language', () => {
  const now = Date.parse('2026-11-24T08:10:00Z');
  expect(formatAgo('2026-11-24T08:09:48Z', now, 'en')).toBe('12 seconds ago');
  expect(formatAgo('2026-11-24T08:07:00Z', now, 'en')).toBe('3 minutes ago');
  expect(formatAgo('2026-11-24T05:10:00Z', now, 'en')).toBe('3 hours ago');
  expect(formatAgo('2026-11-24T08:10:00Z', now, 'en')).toBe('now');
  expect(formatAgo('2026-11-24T08:07:00Z', now, 'et')).toBe('3 minuti eest');
  expect(formatAgo('junk', now, 'en')).toBe('');
});

test('a minute as HH:mm on the office clock (Europe/Tallinn), whatever the browser zone', () => {
  expect(minuteLabel('2026-11-24T12:05:00Z')).toBe('14:05'); // winter: UTC+2
  expect(minuteLabel('2026-07-24T12:05:00Z')).toBe('15:05'); // summer: UTC+3
  expect(minuteLabel('junk')).toBe('');
});
