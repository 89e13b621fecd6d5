import type { FieldErrors } from '@feedhub/contracts';

/**
 * The server's messages for a field, joined, for a Mantine input's `error` prop (which marks the
 * field as danger and shows the text under it). Undefined when the field is fine.
 */
export function serverError(errors: FieldErrors | undefined, path: string): string | undefined {
  const messages = errors?.[path];
  return messages?.length ? messages.join(' ') : undefined;
}
