import { OFFICE_TIME_ZONE } from '@feedhub/contracts';
import { formatDateTime, officeDay, officeDayEnd, officeDayStart } from './format';

test('the office time zone is one constant: Tallinn', () => {
  expect(OFFICE_TIME_ZONE).toBe('Europe/Tallinn');
});

test('a moment shows on the office clock, DD.MM.YYYY HH:mm, whatever the process zone', () => {
  const zone = process.env.TZ;
  try {
    for (const tz of ['UTC', 'America/New_York', 'Asia/Tokyo']) {
      process.env.TZ = tz;
      // winter: UTC+2; summer: UTC+3
      expect(formatDateTime('2026-01-15T10:30:00Z')).toBe('15.01.2026 12:30');
      expect(formatDateTime('2026-07-15T10:30:05.123Z', { seconds: true })).toBe('15.07.2026 13:30:05');
      // late evening in UTC is already the next day in the office
      expect(formatDateTime(new Date('2026-11-24T23:30:00Z'))).toBe('25.11.2026 01:30');
      expect(officeDay('2026-11-24T23:30:00Z')).toBe('2026-11-25');
      expect(officeDay('2026-11-24T21:59:00Z')).toBe('2026-11-24');
    }
  } finally {
    process.env.TZ = zone;
  }
});

test('nothing or junk shows nothing', () => {
  expect(formatDateTime(null)).toBe('');
  expect(formatDateTime(undefined)).toBe('');
  expect(formatDateTime('')).toBe('');
  expect(formatDateTime('not a date')).toBe('');
  expect(officeDay('not a date')).toBe('');
});

test('midnight is 00, not 24', () => {
  expect(formatDateTime('2026-03-01T22:00:00Z')).toBe('02.03.2026 00:00');
});

test('an office day starts and ends at the office midnight, clock changes included', () => {
  expect(officeDayStart('2026-11-21').toISOString()).toBe('2026-11-20T22:00:00.000Z');
  expect(officeDayEnd('2026-11-21').toISOString()).toBe('2026-11-21T22:00:00.000Z');
  expect(officeDayStart('2026-07-01').toISOString()).toBe('2026-06-30T21:00:00.000Z');
  // the last Sunday of March has 23 hours, of October 25
  expect(officeDayStart('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
  expect(officeDayEnd('2026-03-29').toISOString()).toBe('2026-03-29T21:00:00.000Z');
  expect(officeDayEnd('2026-10-25').toISOString()).toBe('2026-10-25T22:00:00.000Z');
  expect(officeDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T22:00:00.000Z');
});
