import { paceOf, paceOptions } from './download-pace';

test('the settings give the floor in KiB/s, the window and the ceiling in seconds; a bad value reads as the seeded one', () => {
  expect(paceOf({ feed_min_rate: '0.5', feed_rate_window: '10', feed_max_seconds: '90' })).toEqual({
    minBytesPerSecond: 512,
    windowMs: 10_000,
    maxDurationMs: 90_000,
  });
  // Nothing read (identity silent): the seeded 1 KiB/s over 60 s, at most an hour.
  expect(paceOf({})).toEqual({ minBytesPerSecond: 1024, windowMs: 60_000, maxDurationMs: 3_600_000 });
  expect(paceOf({ feed_min_rate: 'fast', feed_rate_window: '0', feed_max_seconds: null })).toEqual({
    minBytesPerSecond: 1024,
    windowMs: 60_000,
    maxDurationMs: 3_600_000,
  });
  expect(paceOf({ feed_min_rate: '0' }).minBytesPerSecond).toBe(0);
});

test('openFeedSource options of a pace', () => {
  expect(paceOptions({ minBytesPerSecond: 1024, windowMs: 60_000, maxDurationMs: null })).toEqual({
    minBytesPerSecond: 1024,
    rateWindowMs: 60_000,
  });
  expect(paceOptions({ minBytesPerSecond: 0, windowMs: 1000, maxDurationMs: 5000 })).toMatchObject({
    maxDurationMs: 5000,
  });
});
