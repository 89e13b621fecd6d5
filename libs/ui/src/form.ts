import { useEffect, useRef } from 'react';
import { toNestErrors } from '@hookform/resolvers';
import i18next from 'i18next';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_LOCALE, type FieldErrors } from '@feedhub/contracts';
import { isLocale, issueMessages } from '@feedhub/i18n';

/** A contracts schema of a form: an object in, an object out. */
export type FormSchema = z.ZodType<FieldValues, FieldValues>;

/**
 * react-hook-form's resolver for a contracts schema. Like `zodResolver`, it parses the values with
 * the schema (transforms included: the submit handler gets `z.output`), but its messages are SPEC §5's
 * wordings in the user's language with the field's label, the same text the server sends for the
 * same rule (zodResolver keeps only zod's message and code, losing `:min`/`:max`).
 */
export function contractResolver<S extends FormSchema>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const locale = isLocale(i18next.language) ? i18next.language : DEFAULT_LOCALE;
    const messages = issueMessages(result.error.issues, values, locale);
    const flat: Record<string, FieldError> = {};
    for (const [path, list] of Object.entries(messages))
      flat[path] = { type: 'validation', message: list.join(' ') };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** Options of useContractForm. */
export interface ContractFormOptions<S extends FormSchema> {
  /** Starting values (the row being edited, or empty ones). */
  defaultValues: DefaultValues<z.input<S>>;
  /** Field messages of the last failed save (422), put under their fields. */
  serverErrors?: FieldErrors;
  /** Server field names that differ from the form's (`permissions` → `permissionIds`). */
  serverFieldNames?: Record<string, string>;
}

/**
 * A react-hook-form form over a contracts schema (no twin form type: values are `z.input<S>`, the
 * submit handler gets `z.output<S>`). The server's field messages land under their fields (a message
 * for no known field becomes the form's `root.server` error), and a field's message goes as soon as
 * that field changes (UI.md); the others stay until the next submit.
 */
export function useContractForm<S extends FormSchema>(
  schema: S,
  options: ContractFormOptions<S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: contractResolver(schema),
    defaultValues: options.defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const { watch, getFieldState, clearErrors, setError } = form;

  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (!name) return;
      const top = name.split('.')[0] as Path<z.input<S>>;
      // The changed field's messages go; the top field's own message too (`roles` under a list), but
      // not its other rows' (`tasks.1.name` changing keeps `tasks.0.cron`).
      const own = getFieldState(name).error;
      const topOwn = top !== name && getFieldState(top).error?.message;
      if (own) clearErrors(name);
      if (topOwn) clearErrors(top);
    });
    return () => subscription.unsubscribe();
  }, [watch, getFieldState, clearErrors]);

  // Read at the time a new set of messages arrives; callers may pass fresh objects every render.
  const latest = useRef(options);
  latest.current = options;
  const { serverErrors } = options;
  useEffect(() => {
    if (!serverErrors) return;
    const { defaultValues, serverFieldNames } = latest.current;
    const fields = Object.keys(defaultValues ?? {});
    const elsewhere: string[] = [];
    for (const [path, messages] of Object.entries(serverErrors)) {
      const name = serverFieldNames?.[path] ?? path;
      if (fields.includes(name.split('.')[0]))
        setError(name as Path<z.input<S>>, { type: 'server', message: messages.join(' ') });
      else elsewhere.push(...messages);
    }
    if (elsewhere.length) setError('root.server', { type: 'server', message: elsewhere.join(' ') });
  }, [serverErrors, setError]);

  return form;
}

/** The message of a field for a Mantine input's `error` prop. */
export function fieldError(error: { message?: string } | undefined): string | undefined {
  return error?.message || undefined;
}

/**
 * react-hook-form's Controller, useFieldArray (rows of a form: a partner's tasks) and useWatch, from the same (shared) copy as useContractForm: remotes import it
 * from here so a form and its controlled inputs never mix two copies of the library.
 */
export { Controller, useFieldArray, useWatch } from 'react-hook-form';
