// A sign-in whose password check began before the account was locked must not get through, nor lift
// or extend the lock: the decision is made on the database state after the check. The check is held
// open here (a gate around verifyPassword) while the lock is set, as another request or process would.
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS, apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { createTestContext, send, type TestContext } from '../../../test/helpers';
import { LOCK_MS } from './sign-in';
import type * as Passwords from '../../auth/passwords';

const gate = vi.hoisted(() => ({
  armed: false,
  /** Called when the held check has begun. */
  onHold: () => {},
  release: () => {},
}));

vi.mock('../../auth/passwords', async (importOriginal) => {
  const real = await importOriginal<typeof Passwords>();
  return {
    ...real,
    verifyPassword: async (...args: Parameters<typeof real.verifyPassword>) => {
      const result = real.verifyPassword(...args);
      if (gate.armed) {
        gate.armed = false;
        await new Promise<void>((resolve) => {
          gate.release = resolve;
          gate.onHold();
        });
      }
      return result;
    },
  };
});

/** Holds the next password check open; returns a promise that resolves once that check has begun. */
function holdNextCheck(): Promise<void> {
  gate.armed = true;
  return new Promise<void>((resolve) => {
    gate.onHold = resolve;
  });
}

const loginBody = (password: string) => ({ email: DEMO_EMAIL, password, rememberMe: false });

/** Locks the demo account the way another client would: wrong guesses up to the threshold. */
async function lockByOtherClient(t: TestContext) {
  for (let i = 0; i < ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS; i++) await send(t.app, 'POST', apiPaths.login, loginBody('wrong-password'));
  return t.repos.users.findByEmail(DEMO_EMAIL);
}

describe('lock set while a password check is under way', () => {
  it('refuses the right password whose check began before the lock, and leaves the lock in place', async () => {
    const t = await createTestContext();
    const started = holdNextCheck();
    const pending = send(t.app, 'POST', apiPaths.login, loginBody(DEMO_PASSWORD));
    await started;
    const locked = await lockByOtherClient(t);
    expect(locked?.locked_until).toBe(t.clock.now().getTime() + LOCK_MS);

    gate.release();
    const res = await pending;
    expect(res.status).toBe(423);
    expect(await res.json()).toMatchObject({ error: { code: 'account_locked' } });
    expect(res.headers.get('set-cookie')).toBeNull();
    const after = await t.repos.users.findByEmail(DEMO_EMAIL);
    expect(after?.locked_until).toBe(locked?.locked_until);
    expect(after?.failed_login_count).toBe(ACCOUNT_LOCK_AFTER_FAILED_ATTEMPTS);
  });

  it('answers 423 (not 401) to a wrong guess that began before the lock, without extending it', async () => {
    const t = await createTestContext();
    const started = holdNextCheck();
    const pending = send(t.app, 'POST', apiPaths.login, loginBody('early-wrong-guess'));
    await started;
    const locked = await lockByOtherClient(t);
    t.clock.advanceMs(5_000);

    gate.release();
    const res = await pending;
    expect(res.status).toBe(423);
    expect((await t.repos.users.findByEmail(DEMO_EMAIL))?.locked_until).toBe(locked?.locked_until);
  });
});
