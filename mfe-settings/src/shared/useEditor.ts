import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import type { FieldErrors } from '@feedhub/contracts';
import { ApiError } from '@feedhub/api-client';
import { toastError, toastSuccess } from '@feedhub/ui';

/** State of an add/edit modal: the values being edited and the server's field messages. */
export interface Editor<V> {
  /** The modal is open. */
  opened: boolean;
  /** Editing an existing row (edit title) or adding (add title). */
  editing: boolean;
  /** Current values. */
  values: V;
  /** Field messages of the last failed save. */
  errors: FieldErrors;
  /** Saving. */
  saving: boolean;
  /** Opens the modal with these values. */
  open(values: V, editing: boolean): void;
  /** Cancel: closes, clears validation, resets the form. */
  close(): void;
  /** Changes one value. */
  set<K extends keyof V>(field: K, value: V[K]): void;
  /** Saves: green toast and close on success; field messages on 422; red toast otherwise. */
  save(body?: unknown): void;
}

/** The add/edit modal flow of SPEC §4 on top of a save mutation. */
export function useEditor<V>(
  empty: V,
  mutation: UseMutationResult<{ message?: string }, Error, unknown>,
): Editor<V> {
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState<V>(empty);
  const errors =
    mutation.error instanceof ApiError && mutation.error.status === 422 ? mutation.error.errors : {};
  return {
    opened,
    editing,
    values,
    errors,
    saving: mutation.isPending,
    open(next, isEdit) {
      mutation.reset();
      setValues(next);
      setEditing(isEdit);
      setOpened(true);
    },
    close() {
      mutation.reset();
      setValues(empty);
      setOpened(false);
    },
    set(field, value) {
      setValues((v) => ({ ...v, [field]: value }));
    },
    save(body) {
      mutation.mutate(body ?? values, {
        onSuccess: (answer) => {
          toastSuccess(answer.message ?? '');
          mutation.reset();
          setValues(empty);
          setOpened(false);
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status !== 422) toastError(error.message);
        },
      });
    },
  };
}
