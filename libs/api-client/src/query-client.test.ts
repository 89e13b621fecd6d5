import { MutationObserver } from '@tanstack/react-query';
import { ApiError } from './api-error';
import { createQueryClient } from './query-client';

/** Runs one failing write through the app's QueryClient; answers the red toasts it showed. */
async function toastsOf(error: Error, meta?: Record<string, unknown>): Promise<string[]> {
  const errors: string[] = [];
  const client = createQueryClient({ success: () => undefined, error: (m) => errors.push(m) });
  const observer = new MutationObserver(client, {
    mutationFn: async () => {
      throw error;
    },
    meta,
  });
  await observer.mutate().catch(() => undefined);
  return errors;
}

const refused = () =>
  new ApiError(422, 'validation_failed', 'The given data was invalid', {
    name: ['You cannot change or delete a role that holds permissions you do not hold yourself: *'],
  });

test('a 422 of a write without a form (fieldsInToast) says its field messages in the toast', async () => {
  expect(await toastsOf(refused(), { fieldsInToast: true })).toEqual([
    'You cannot change or delete a role that holds permissions you do not hold yourself: *',
  ]);
});

test('a form shows its field messages itself: its toast keeps the general line', async () => {
  expect(await toastsOf(refused())).toEqual(['The given data was invalid']);
});

test('other failures say the server message; quiet statuses and 401/403/419 say nothing', async () => {
  expect(await toastsOf(new ApiError(409, 'role_in_use', 'Still held'), { fieldsInToast: true })).toEqual([
    'Still held',
  ]);
  expect(await toastsOf(new ApiError(409, 'role_in_use', 'Still held'), { quietStatuses: [409] })).toEqual(
    [],
  );
  expect(await toastsOf(new ApiError(403, 'permission_denied', 'Permission denied'))).toEqual([]);
  expect(
    await toastsOf(new ApiError(422, 'validation_failed', 'Invalid', {}), { fieldsInToast: true }),
  ).toEqual(['Invalid']);
});
