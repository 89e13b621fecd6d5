import { z } from 'zod';
import { RoleSaveSchema, UserSaveSchema, WhitelistedIpSaveSchema } from '@feedhub/contracts';
import { issueMessages } from '@feedhub/i18n';
import { rulesOfIssues, translateRules } from './validation';

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
