import { UserSaveSchema } from './identity';

// The user save's password check runs even when other fields failed (`when: () => true`): it must
// not throw on a body that is not an object at all, which zod then refuses as a type error.
test.each([null, undefined, 'text', 12, []])('a user save body of %j is refused, not a TypeError', (body) => {
  const result = UserSaveSchema.safeParse(body);
  expect(result.success).toBe(false);
});
