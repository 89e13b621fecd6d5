import { hasUserinfo, redactUrlCredentials, replaceUrlUserinfo, urlUserinfo } from './url-credentials';

test.each([
  ['http://user:pass@host/', true],
  ['http://user@host/', true],
  ['http://@host/', true],
  ['HTTPS://a:b@host:8080/x?y=z@w', true],
  ['https://host/path?mail=a@b.c', false],
  ['https://host/a@b', false],
  ['https://host/', false],
  ['', false],
])('hasUserinfo(%j) is %s', (url, expected) => {
  expect(hasUserinfo(url)).toBe(expected);
});

test('redactUrlCredentials masks the userinfo of every URL in a text, and nothing else', () => {
  expect(
    redactUrlCredentials(
      'fetch http://u:p@a.example/x failed; see https://b.example/?to=x@y and ftp://k@c.example',
    ),
  ).toBe('fetch http://***@a.example/x failed; see https://b.example/?to=x@y and ftp://***@c.example');
});

test('urlUserinfo and replaceUrlUserinfo read and change the userinfo as written', () => {
  expect(urlUserinfo('https://feeds:s%40cret@host/p.xml')).toBe('feeds:s%40cret');
  expect(urlUserinfo('https://host/p.xml?a=b@c')).toBeNull();
  expect(replaceUrlUserinfo('https://a:b@host/p', 'x:y')).toBe('https://x:y@host/p');
  expect(replaceUrlUserinfo('https://a:b@host/p', null)).toBe('https://host/p');
  expect(replaceUrlUserinfo('https://host/p', 'x:y')).toBe('https://host/p');
});
