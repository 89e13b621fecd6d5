import { z } from 'zod';
import { RoleSaveSchema, UserSaveSchema, WhitelistedIpSaveSchema } from '@feedhub/contracts';
import { issueMessages } from '@feedhub/i18n';
import { openObjectPaths, rulesOfIssues, textRules, translateRules } from './validation';

/** Inputs that fail in many ways at once. */
const cases: [z.ZodType, unknown][] = [
  [WhitelistedIpSaveSchema, { ip: '1.2.3.4/33', description: 'x'.repeat(300) }],
  [WhitelistedIpSaveSchema, { ip: '' }],
  [RoleSaveSchema, { name: '', permissionIds: ['a'] }],
  [RoleSaveSchema, { name: 'x'.repeat(256) }],
  [UserSaveSchema, { username: 'a b', firstName: '', email: 'no', password: 'short', countryId: undefined }],
  [UserSaveSchema, { id: 3, username: 'ok', firstName: 'A', lastName: 'B', email: 'a@b.cd', countryId: 'x' }],
];

test.each(cases.map((c, i) => [i, ...c] as const))(
  'case %i: the form shows the messages the server would send',
  (_i, schema, input) => {
    const result = schema.safeParse(input);
    expect(result.success).toBe(false);
    if (result.success) return;
    for (const locale of ['en', 'et'] as const) {
      expect(issueMessages(result.error.issues, input, locale)).toEqual(
        translateRules(rulesOfIssues(result.error.issues, input), locale),
      );
    }
  },
);

test('SPEC §5 wordings with the field label', () => {
  const input = { ip: '1.2.3.4/33' };
  const result = WhitelistedIpSaveSchema.safeParse(input);
  if (result.success) throw new Error('expected a failure');
  expect(issueMessages(result.error.issues, input, 'en')).toEqual({ ip: ['IP must be valid IP/IP range'] });
});

describe('textRules: what no string of a request may hold', () => {
  test('NUL and lone surrogates anywhere, under their path; pairs and plain text pass', () => {
    expect(
      textRules({
        name: 'a\u0000b',
        tasks: [{ params: { deep: ['ok', 'x\ud800'] } }],
        note: 'y\udc00',
        emoji: '😀 \ud83d\ude00',
        count: 3,
        none: null,
      }),
    ).toEqual({
      name: [{ rule: 'no_nul' }],
      'tasks.0.params.deep.1': [{ rule: 'lone_surrogate' }],
      note: [{ rule: 'lone_surrogate' }],
    });
    expect(textRules('a\u0000')).toEqual({ body: [{ rule: 'no_nul' }] });
    expect(textRules({ filter: { name: ['\ud800'] } }, ['q'])).toEqual({
      'q.filter.name.0': [{ rule: 'lone_surrogate' }],
    });
  });

  test('keys: __proto__ is an unknown field; a bad key is reported under its object', () => {
    const body = JSON.parse(
      '{"__proto__":{"isAdmin":true},"params":{"k\\u0000":1,"__proto__":2}}',
    ) as unknown;
    expect(textRules(body)).toEqual({
      ['__proto__']: [{ rule: 'unknown_field' }], // computed: an own key, not the prototype
      params: [{ rule: 'no_nul' }],
      'params.__proto__': [{ rule: 'unknown_field' }],
    });
  });

  test('deep input costs no stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(Object.keys(textRules(deep))).toHaveLength(1);
  });
});

describe('openObjectPaths: where a body schema would take unknown keys', () => {
  test('strict objects at every level pass; a plain or loose object anywhere is named', () => {
    const strict = z
      .object({
        a: z.object({ b: z.array(z.object({ c: z.string() }).strict()) }).strict(),
        params: z.record(z.string(), z.unknown()),
        maybe: z.object({}).strict().nullish(),
      })
      .strict();
    expect(openObjectPaths(strict)).toEqual([]);
    const open = z
      .object({
        a: z.object({ b: z.array(z.object({ c: z.string() })) }).strict(),
        piped: z.preprocess((v) => v, z.object({ x: z.number() }).loose()),
        either: z.union([z.object({}).strict(), z.object({ y: z.number() })]),
        mapped: z.record(z.string(), z.object({})),
      })
      .transform((v) => v);
    expect(openObjectPaths(open).sort()).toEqual(['(body)', 'a.b.*', 'either', 'mapped.*', 'piped'].sort());
  });

  test('every body schema of the contracts is strict', () => {
    for (const schema of [RoleSaveSchema, UserSaveSchema, WhitelistedIpSaveSchema])
      expect(openObjectPaths(schema)).toEqual([]);
  });
});
