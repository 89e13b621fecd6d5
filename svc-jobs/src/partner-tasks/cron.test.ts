import { isValidCron } from './cron';

test.each(['10 7 * * *', '*/5 * * * *', '0 */2 * * *', '1-5/2 * * * MON', ' 30 6 * * 1-5 '])(
  'accepts %p',
  (cron) => {
    expect(isValidCron(cron)).toBe(true);
  },
);

test.each([
  '* * *',
  '60 * * * *',
  '*/0 * * * *',
  '@reboot',
  '@daily',
  '0 0 * * * *',
  '0 0 31 2 *',
  '',
  'a b c d e',
])('refuses %p', (cron) => {
  expect(isValidCron(cron)).toBe(false);
});
