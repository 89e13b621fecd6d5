import { formatSessionHandoff, parseSessionHandoff, SESSION_HANDOFF_CLEAR } from './gateway';

describe('session handoff header', () => {
  const token = 'A'.repeat(43);

  test('round-trips a token and its lifetime; empty or max-age=0 ends the session', () => {
    expect(parseSessionHandoff(formatSessionHandoff(token, 3600))).toEqual({ token, maxAgeSeconds: 3600 });
    expect(parseSessionHandoff(SESSION_HANDOFF_CLEAR)).toEqual({ token: null, maxAgeSeconds: 0 });
    expect(parseSessionHandoff(`${token}; max-age=0`)).toEqual({ token: null, maxAgeSeconds: 0 });
  });

  test('refuses anything that could smuggle cookie attributes', () => {
    for (const bad of [
      `${token}; Domain=evil.example; max-age=1`,
      `${token};max-age=1; Path=/x`,
      'short; max-age=1',
      `${token}`,
    ])
      expect(parseSessionHandoff(bad)).toBeNull();
    expect(() => formatSessionHandoff('x; Domain=evil', 1)).toThrow();
    expect(() => formatSessionHandoff(token, -1)).toThrow();
  });
});
