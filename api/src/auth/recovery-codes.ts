// Recovery codes: ten single-use codes for when the phone is lost. Shown once, stored only as
// SHA-256 hashes (50 random bits each: a hash cannot be reversed by trying every code in time that
// matters, and guesses at sign-in are capped by the lock-out).
import { createHash, randomInt } from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@provana/contracts';

// No 0/o, 1/l/i: read off paper without doubt.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

const randomPart = () => Array.from({ length: HALF }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** Ten fresh codes, "xxxxx-xxxxx". */
export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, () => `${randomPart()}-${randomPart()}`);

/** Case, spaces and dashes do not matter when a code is typed back. */
export const normaliseCode = (code: string): string => code.toLowerCase().replace(/[\s-]+/g, '');

export const hashRecoveryCode = (code: string): string => createHash('sha256').update(normaliseCode(code)).digest('hex');
