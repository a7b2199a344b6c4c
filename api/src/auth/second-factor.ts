// Checks the second factor of an account with two-factor on, and spends it when it is right: a
// 6-digit code from the app (its time step can never be accepted again) or one recovery code.
import type { Repositories } from '../db/repositories';
import { hashRecoveryCode } from './recovery-codes';
import { matchingStep } from './totp';

export type SecondFactor = 'totp' | 'recovery-code';

export async function spendSecondFactor(repos: Repositories, userId: number, code: string, nowMs: number): Promise<SecondFactor | null> {
  const digits = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) {
    const totp = await repos.twoFactor.totp(userId);
    if (!totp || totp.enabledAt === null) return null;
    const step = matchingStep(totp.secret, digits, nowMs);
    if (step === null) return null;
    return (await repos.twoFactor.acceptStep(userId, step)) ? 'totp' : null;
  }
  return (await repos.twoFactor.useRecoveryCode(userId, hashRecoveryCode(code), nowMs)) ? 'recovery-code' : null;
}
