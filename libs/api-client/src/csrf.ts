import { CSRF_META_PLACEHOLDER } from '@feedhub/contracts';

let current: string | undefined;

/**
 * The CSRF token to send: the one login or logout returned, else the page's meta tag (the
 * gateway writes the right token for this browser into index.html). A missing tag is logged.
 */
export function csrfToken(): string {
  if (current) return current;
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="csrf-token"]');
  const token = meta?.getAttribute('content');
  if (!token || token === CSRF_META_PLACEHOLDER) {
    console.error('CSRF token meta tag is missing: requests that change data will be refused');
    return '';
  }
  return token;
}

/** Uses a new token from now on (login and logout answers carry one) and writes it to the meta tag. */
export function setCsrfToken(token: string): void {
  current = token;
  document.querySelector('meta[name="csrf-token"]')?.setAttribute('content', token);
}
