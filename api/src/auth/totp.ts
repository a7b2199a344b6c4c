// Authenticator-app codes (RFC 6238 as every app does it: SHA-1, 6 digits, 30 s), through otpauth.
// Time always comes from the app's clock, so tests compute the code the server expects.
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';

const ISSUER = 'Provana';
export const TOTP_PERIOD_S = 30;
/** One step either side: a phone clock a little off, or a code typed as it changed. */
const DRIFT_STEPS = 1;

const totpFor = (secretBase32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secretBase32) });

/** A new 160-bit secret (the RFC's recommended size), base32 as apps read it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an app reads from the QR code, named by the product and the account's email. */
export const totpUri = (secretBase32: string, email: string): string => totpFor(secretBase32, email).toString();

/** The key in groups of four, as people type it into an app. */
export const groupedKey = (secretBase32: string): string => secretBase32.match(/.{1,4}/g)?.join(' ') ?? secretBase32;

/** The QR code of the URI as a standalone SVG document (dark on white, so it scans in dark mode too). */
export const qrSvg = (uri: string): string => renderSVG(uri, { ecc: 'M', border: 2, pixelSize: 6, blackColor: '#000000', whiteColor: '#ffffff' });

/** The time step at nowMs. */
export const totpStep = (nowMs: number): number => Math.floor(nowMs / 1000 / TOTP_PERIOD_S);

/** The time step a 6-digit code belongs to (within the drift), or null when it is not a current code. */
export function matchingStep(secretBase32: string, code: string, nowMs: number): number | null {
  const delta = totpFor(secretBase32).validate({ token: code, timestamp: nowMs, window: DRIFT_STEPS });
  return delta === null ? null : totpStep(nowMs) + delta;
}
