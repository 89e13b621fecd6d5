import type { UseMutationResult } from '@tanstack/react-query';
import type { Query } from '@feedhub/api-client';
import { ApiError } from '@feedhub/api-client';
import { confirmDelete, toastError, toastSuccess } from '@feedhub/ui';

/**
 * Delete with confirmation (SPEC §8: danger style, default text). When the server answers 409 with a
 * reason (a role still held by users), that reason is asked as a second confirmation and the
 * delete is sent again with `confirm=1`.
 */
export function useDeleteFlow(
  mutation: UseMutationResult<{ message: string }, Error, { id: number; query?: Query }>,
) {
  const run = (id: number, query?: Query) =>
    mutation.mutate(
      { id, query },
      {
        onSuccess: (answer) => toastSuccess(answer.message),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409 && !query) {
            confirmDelete({ text: error.message, onConfirm: () => run(id, { confirm: 1 }) });
          } else toastError(error.message);
        },
      },
    );
  return {
    /** Asks, then deletes the row. */
    ask: (id: number) => confirmDelete({ onConfirm: () => run(id) }),
    /** A delete is running. */
    deleting: mutation.isPending,
  };
}
