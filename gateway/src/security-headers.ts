import type { ServerResponse } from 'node:http';

/** Origins of absolute remote manifest URLs, which the CSP must allow scripts and fetches from. */
export function remoteOrigins(urls: string[]): string[] {
  const origins = new Set<string>();
  for (const url of urls) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/** Security headers of every answer (SECURITY: CSP for the React bundle, nosniff, referrer policy, HSTS). */
export function securityHeaders(extraOrigins: string[], secure: boolean): Record<string, string> {
  const extra = extraOrigins.length ? ` ${extraOrigins.join(' ')}` : '';
  const headers: Record<string, string> = {
    'Content-Security-Policy': [
      "default-src 'self'",
      `script-src 'self'${extra}`,
      // Mantine sets style attributes on elements.
      "style-src 'self' 'unsafe-inline'",
      // Supplier product images (the product detail) are https URLs on the suppliers' hosts; the page's
      // Referrer-Policy keeps our URLs from them.
      "img-src 'self' data: blob: https:",
      "font-src 'self' data:",
      `connect-src 'self'${extra}`,
      // The tests page frames our own report.
      "frame-src 'self'",
      "frame-ancestors 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'SAMEORIGIN',
    'Referrer-Policy': 'same-origin',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
  if (secure) headers['Strict-Transport-Security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Sets headers on a response. */
export function applyHeaders(res: ServerResponse, headers: Record<string, string>): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
}
