import { jobMessage } from './job-messages';

test('a stored moment reads as DD.MM.YYYY HH:mm on the office clock, not raw UTC', () => {
  const line = { key: 'job_scheduled', params: { fireAt: '2026-11-28T00:30:00.000Z' } };
  // Europe/Tallinn is UTC+2 in November
  expect(jobMessage('en', line)).toBe('Job scheduled for 28.11.2026 02:30');
  expect(jobMessage('et', line)).not.toContain('2026-11-28T');
  expect(jobMessage('et', line)).toContain('28.11.2026 02:30');
});

test('a duration keeps the reader’s decimal separator: 0.7 s in English, 0,7 s in Estonian', () => {
  const line = {
    key: 'import_finished',
    params: { read: 12, seconds: 0.7, new: 1, changed: 2, unchanged: 3, skipped: 0 },
  };
  expect(jobMessage('en', line)).toContain('in 0.7 s');
  expect(jobMessage('et', line)).toContain('0,7 s');
  expect(jobMessage('et', line)).not.toContain('0.7');
});

test('a method named in a line reads as its label, not its code', () => {
  const line = { key: 'import_started', params: { method: 'importProducts', source: 'demo-xml.xml' } };
  expect(jobMessage('en', line)).toBe('Import products started: reading demo-xml.xml');
  expect(jobMessage('et', line)).not.toContain('importProducts');
  expect(jobMessage('en', { key: 'import_started', params: { method: 'somethingNew', source: 'x' } })).toBe(
    'somethingNew started: reading x',
  );
});
