import { failureOf } from './enrich-icecat.job';

test("a failed Icecat look-up's reason never tells a password written into icecat_url (issue 30)", () => {
  const message =
    'Request cannot be constructed from a URL that includes credentials: https://me:icecat-pass@live.icecat.biz/api?lang=en';
  expect(failureOf({ kind: 'unavailable', status: null, message })).toBe(
    'Request cannot be constructed from a URL that includes credentials: https://***@live.icecat.biz/api?lang=en',
  );
  expect(failureOf({ kind: 'unavailable', status: 503, message })).toBe('HTTP 503');
});
