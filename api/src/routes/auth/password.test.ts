// Changing the password in Settings: the current one is asked (a wrong one is refused at its field
// and counts towards the lock-out); the other sessions end, this one stays.
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@provana/contracts';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../auth/accounts';
import { createTestContext, get, login, send } from '../../../test/helpers';

const change = (currentPassword: string, newPassword: string) => ({ currentPassword, newPassword });

describe('change password', () => {
  it('refuses a wrong current password at its field, changing nothing', async () => {
    const t = await createTestContext();
    const res = await send(t.app, 'POST', apiPaths.changePassword, change('not-my-password', 'a-new-password'), t.demoCookie);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: 'wrong_password', message: 'currentPassword: is not correct', field: 'currentPassword' } });
    expect(await login(t.app, DEMO_EMAIL, DEMO_PASSWORD)).toMatch(/=/);
  });

  it('refuses a new password under 8 characters, and a request without a session', async () => {
    const t = await createTestContext();
    const short = await send(t.app, 'POST', apiPaths.changePassword, change(DEMO_PASSWORD, 'short'), t.demoCookie);
    expect(short.status).toBe(400);
    expect(await short.json()).toMatchObject({ error: { field: 'newPassword' } });
    expect((await send(t.app, 'POST', apiPaths.changePassword, change(DEMO_PASSWORD, 'a-new-password'))).status).toBe(401);
  });

  it('changes it, ending the other sessions and keeping this one', async () => {
    const t = await createTestContext();
    const other = await login(t.app, DEMO_EMAIL, DEMO_PASSWORD, true);
    const res = await send(t.app, 'POST', apiPaths.changePassword, change(DEMO_PASSWORD, 'a-new-password'), t.demoCookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, endedSessions: 1 });
    expect((await get(t.app, apiPaths.me, t.demoCookie)).status).toBe(200);
    expect((await get(t.app, apiPaths.me, other)).status).toBe(401);
    await expect(login(t.app, DEMO_EMAIL, DEMO_PASSWORD)).rejects.toThrow(/401/);
    expect(await login(t.app, DEMO_EMAIL, 'a-new-password')).toMatch(/=/);
  });

  it('counts wrong current passwords towards the lock-out', async () => {
    const t = await createTestContext();
    for (let i = 0; i < 4; i++)
      expect((await send(t.app, 'POST', apiPaths.changePassword, change('wrong-one', 'a-new-password'), t.demoCookie)).status).toBe(400);
    const fifth = await send(t.app, 'POST', apiPaths.changePassword, change('wrong-one', 'a-new-password'), t.demoCookie);
    expect(fifth.status).toBe(423);
    expect((await send(t.app, 'POST', apiPaths.changePassword, change(DEMO_PASSWORD, 'a-new-password'), t.demoCookie)).status).toBe(423);
  });
});
