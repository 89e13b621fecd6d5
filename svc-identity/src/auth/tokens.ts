import { createHash, randomBytes } from 'node:crypto';

/** A new random token: 32 bytes, base64url. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a session token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
