import { createElement, Fragment, useEffect, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import { toNestErrors } from '@hookform/resolvers';
import i18next from 'i18next';
import {
  useForm,
  type DefaultValues,
  type FieldErrors as FormFieldErrors,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { DEFAULT_LOCALE, FAILURE_MARK, type FieldErrors } from '@feedhub/contracts';
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
      flat[path] = { type: 'validation', message: joinMessages(list) };
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}

/** A field's messages in one react-hook-form message: one a line (`fieldError` shows each on its own line). */
export function joinMessages(messages: readonly string[]): string {
  return messages.join('\n');
}

/**
 * Brings a failed form's first field in error into view and focuses it (issue 30): the first input
 * the form marks `aria-invalid` in page order, else its message above the fields (`role="alert"`).
 * Waits a frame: the messages render (and a tab holding the field opens) after the errors are set.
 */
export function focusFirstError(form: HTMLElement | null): void {
  if (!form) return;
  const run = () => {
    const target =
      form.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => requestAnimationFrame(run));
  else setTimeout(run, 0);
}

/** Options of useContractForm. */
export interface ContractFormOptions<S extends FormSchema> {
  /** Starting values (the row being edited, or empty ones). */
  defaultValues: DefaultValues<z.input<S>>;
  /** Field messages of the last failed save (422), put under their fields. */
  serverErrors?: FieldErrors;
  /** Server field names that differ from the form's (`permissions` → `permissionIds`). */
  serverFieldNames?: Record<string, string>;
  /**
   * When a field is checked before a save: `onSubmit` (the default), or `onTouched` (each field on
   * leaving it, then on every change: a number field says at once that letters are not a number).
   */
  mode?: 'onSubmit' | 'onTouched';
}

/**
 * A react-hook-form form over a contracts schema (no twin form type: values are `z.input<S>`, the
 * submit handler gets `z.output<S>`). The server's field messages land under their fields (a message
 * for no known field becomes the form's `root.server` error), and a field's message goes as soon as
 * that field changes (UI.md); the others stay until the next submit. A failed save, the form's check
 * or the server's 422, scrolls to the first field in error and focuses it. The form's own messages
 * follow a language switch (they are worded again in the new language).
 */
export function useContractForm<S extends FormSchema>(
  schema: S,
  options: ContractFormOptions<S>,
): UseFormReturn<z.input<S>, unknown, z.output<S>> {
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: contractResolver(schema),
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onSubmit',
    reValidateMode: 'onSubmit',
    // focusFirstError does it, in page order and for the server's messages too.
    shouldFocusError: false,
  });
  const { watch, getFieldState, clearErrors, setError } = form;

  // The form element of the last submit: where a failed save looks for its first field in error.
  const formElement = useRef<HTMLElement | null>(null);
  const submitted = (event?: BaseSyntheticEvent) => {
    const target = event?.target;
    if (target instanceof HTMLElement) formElement.current = target.closest('form') ?? target;
  };
  const handleSubmit: typeof form.handleSubmit = (onValid, onInvalid) => (event) => {
    submitted(event);
    return form.handleSubmit(onValid, (errors: FormFieldErrors<z.input<S>>, e) => {
      focusFirstError(formElement.current);
      return onInvalid?.(errors, e);
    })(event);
  };

  // A language switch words the form's own messages again (the server's come worded again from the
  // screen: fieldErrorsOf, below).
  const current = useRef(form);
  current.current = form;
  useEffect(() => {
    const reword = () => {
      const { formState, getFieldState: stateOf, trigger: check } = current.current;
      const names = Object.keys(flattenErrors(formState.errors)).filter(
        (name) => stateOf(name as Path<z.input<S>>).error?.type === 'validation',
      ) as Path<z.input<S>>[];
      if (names.length) void check(names);
    };
    i18next.on('languageChanged', reword);
    return () => i18next.off('languageChanged', reword);
  }, []);

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
  // The failure whose messages show: the same one worded again (a language switch) only replaces the
  // messages still shown, without moving the focus; another one is a new failed save.
  const shownFailure = useRef<unknown>(undefined);
  useEffect(() => {
    if (!serverErrors) return;
    const failure = failureOf(serverErrors);
    const reworded = failure !== undefined && failure === shownFailure.current;
    shownFailure.current = failure;
    const { defaultValues, serverFieldNames } = latest.current;
    const { getFieldState: stateOf, formState } = current.current;
    const fields = Object.keys(defaultValues ?? {});
    const elsewhere: string[] = [];
    for (const [path, messages] of Object.entries(serverErrors)) {
      const name = (serverFieldNames?.[path] ?? path) as Path<z.input<S>>;
      if (!fields.includes(name.split('.')[0])) elsewhere.push(...messages);
      else if (!reworded || stateOf(name).error?.type === 'server')
        setError(name, { type: 'server', message: joinMessages(messages) });
    }
    if (elsewhere.length && (!reworded || formState.errors.root?.server))
      setError('root.server', { type: 'server', message: joinMessages(elsewhere) });
    if (!reworded) focusFirstError(formElement.current);
  }, [serverErrors, setError]);

  return { ...form, handleSubmit };
}

/** The failed call a set of server messages was worded from (api-client marks them), if known. */
function failureOf(errors: FieldErrors): unknown {
  return (errors as { [FAILURE_MARK]?: unknown })[FAILURE_MARK];
}

/** Field paths of react-hook-form's nested errors (`tasks.0.cron`), each with its message. */
function flattenErrors(errors: object, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'root' || key === 'ref' || !value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string') out[path] = message;
    Object.assign(out, flattenErrors(value as object, path));
  }
  return out;
}

/**
 * The message of a field for a Mantine input's `error` prop: each of its messages on a line of its
 * own (two rules a field breaks never run together).
 */
export function fieldError(error: { message?: string } | undefined): ReactNode {
  const lines = error?.message?.split('\n').filter(Boolean) ?? [];
  if (lines.length <= 1) return lines[0];
  return createElement(
    Fragment,
    null,
    lines.map((line, i) => createElement('span', { key: i, style: { display: 'block' } }, line)),
  );
}

/**
 * react-hook-form's Controller, useFieldArray (rows of a form: a partner's tasks) and useWatch, from the same (shared) copy as useContractForm: remotes import it
 * from here so a form and its controlled inputs never mix two copies of the library.
 */
export { Controller, useFieldArray, useWatch } from 'react-hook-form';
