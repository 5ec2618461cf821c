import { createHash, randomBytes } from 'node:crypto';

/**
 * 256 random bits, base64url, for sessions and sign-in devices. Only the hash is stored, so a database
 * leak reveals no usable token.
 */
export function newToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
