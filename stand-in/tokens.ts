// Who calls: the Auth emulator's ID tokens (unsigned), decoded and checked for expiry, as firebase-admin does
// when it talks to the emulator.
import type { IncomingMessage } from 'node:http';
import { FORBIDDEN } from './nest.ts';

let tokensRefused = false;

/** The test hooks' switch: refuse every token, as a backend that no longer accepts the session does. */
export function refuseTokens(refused: boolean): boolean {
  tokensRefused = refused;
  return tokensRefused;
}

/** The emulator's ID token, decoded (it is unsigned), or null when missing, malformed, expired or refused by the hook. */
export function tokenUser(request: IncomingMessage): { uid: string; email: string } | null {
  const header = request.headers.authorization;
  if (!header || tokensRefused) return null;
  const [, payload] = header.replace('Bearer ', '').split('.');
  try {
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as { sub?: string; user_id?: string; email?: string; exp?: number };
    const uid = claims.user_id ?? claims.sub;
    if (!uid || (claims.exp !== undefined && claims.exp * 1000 < Date.now())) return null;
    return { uid, email: claims.email ?? '' };
  } catch {
    return null;
  }
}

export function signedIn(request: IncomingMessage): { uid: string; email: string } {
  const user = tokenUser(request);
  if (!user) throw FORBIDDEN();
  return user;
}
