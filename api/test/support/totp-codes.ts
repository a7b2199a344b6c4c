// What an authenticator app shows for a key (RFC 6238: SHA-1, 6 digits, 30 s), computed with otpauth
// itself rather than the server's helper. Shared by the API tests (at their clock) and the browser suites.
import { Secret, TOTP } from 'otpauth';

export const STEP_MS = 30_000;

/** The code for a key (spaces as shown to people) at atMs. */
export function authenticatorCode(key: string, atMs: number): string {
  const totp = new TOTP({ secret: Secret.fromBase32(key.replace(/\s+/g, '')), digits: 6, period: 30, algorithm: 'SHA1' });
  return totp.generate({ timestamp: atMs });
}
