// Inviting, accepting, changing and ending a delegate's access, through the app, on both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  calendarSubscriptionPaths,
  MAX_DELEGATES,
  type DailyBrief,
  type DelegatesOverview,
  type InvitationView,
  type WorkspaceList,
} from '@provana/contracts';
import { DEMO_EMAIL } from '../../auth/accounts';
import { createTestContext, get, jsonHeaders, login, send, signUp, type TestContext, type TestContextOptions } from '../../../test/helpers';
import { accountMailOver, startMailCapture, type MailCapture } from '../../../test/support/mail-capture';
import { accept, delegateAs, invitationToken, invite } from '../../../test/support/delegates';

const DAY_MS = 86_400_000;
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error;

let capture: MailCapture;
const mailers: { close(): void }[] = [];
beforeAll(async () => {
  capture = await startMailCapture();
});
afterAll(async () => {
  for (const mailer of mailers) mailer.close();
  await capture.close();
});

async function withMail(options: TestContextOptions = {}) {
  const accountMail = accountMailOver(capture, false);
  mailers.push(accountMail.mailer);
  return createTestContext({ publicUrl: 'https://provana.example', ...options, accountMail });
}

describe('inviting a delegate', () => {
  it('answers with a single-use link on the public address, mails it, and lists the invitation as pending', async () => {
    const t = await withMail();
    const created = await invite(t, 'Sam.Lee@Example.com', 'editor', t.demoCookie);
    expect(created.mailed).toBe(true);
    expect(created.link).toMatch(/^https:\/\/provana\.example\/invitations\/[A-Za-z0-9_-]{43}$/);
    expect(created.invitation).toMatchObject({ email: 'sam.lee@example.com', role: 'editor', endsAt: null });
    expect(Date.parse(created.invitation.expiresAt) - Date.parse(created.invitation.createdAt)).toBe(7 * DAY_MS);

    const mail = await capture.next();
    expect(mail.to).toEqual(['sam.lee@example.com']);
    expect(mail.subject).toBe('Alex Morgan invited you to their PROVANA workspace');
    expect(mail.body).toContain(created.link);
    expect(mail.body).toContain('as an Editor');

    const overview = (await (await get(t.app, apiPaths.delegates(1), t.demoCookie)).json()) as DelegatesOverview;
    expect(overview).toMatchObject({ delegates: [], invitations: [{ email: 'sam.lee@example.com', role: 'editor' }], limit: MAX_DELEGATES });
    // The token is stored only as its hash.
    const stored = await t.rows<{ token_hash: string }>('SELECT token_hash FROM delegate_invitations');
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(invitationToken(created.link));
  });

  it('shows the link only, without mail configured', async () => {
    const t = await createTestContext();
    const created = await invite(t, 'sam@example.com', 'viewer', t.demoCookie);
    expect(created.mailed).toBe(false);
    expect(created.link).toContain('/invitations/');
  });

  it('refuses an invalid body naming the field, the executive themself, and a past end date', async () => {
    const t = await createTestContext();
    const bad = await send(t.app, 'POST', apiPaths.delegateInvitations(1), { email: 'sam@example.com', role: 'owner' }, t.demoCookie);
    expect(bad.status).toBe(400);
    expect(await errorOf(bad)).toMatchObject({ field: 'role' });
    const self = await send(t.app, 'POST', apiPaths.delegateInvitations(1), { email: DEMO_EMAIL.toUpperCase(), role: 'viewer' }, t.demoCookie);
    expect(self.status).toBe(400);
    expect(await errorOf(self)).toMatchObject({ field: 'email' });
    const past = await send(t.app, 'POST', apiPaths.delegateInvitations(1), { email: 'sam@example.com', role: 'viewer', endsOn: '2025-03-11' }, t.demoCookie);
    expect(past.status).toBe(400);
    expect(await errorOf(past)).toMatchObject({ field: 'endsOn', message: 'endsOn: The end date must be today or later.' });
  });

  it(`allows at most ${MAX_DELEGATES} delegates, pending invitations included; a cancelled one frees its seat`, async () => {
    const t = await createTestContext();
    const first = await invite(t, 'p0@example.com', 'viewer', t.demoCookie);
    await delegateAs(t, 'p1@example.com', 'viewer', t.demoCookie);
    for (let i = 2; i < MAX_DELEGATES; i += 1) await invite(t, `p${i}@example.com`, 'viewer', t.demoCookie);
    const over = await send(t.app, 'POST', apiPaths.delegateInvitations(1), { email: 'one.more@example.com', role: 'viewer' }, t.demoCookie);
    expect(over.status).toBe(409);
    expect(await errorOf(over)).toMatchObject({ code: 'too_many_delegates' });
    const cancelled = await t.app.request(apiPaths.delegateInvitation(1, first.invitation.id), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    expect(cancelled.status).toBe(200);
    expect((await send(t.app, 'POST', apiPaths.delegateInvitations(1), { email: 'one.more@example.com', role: 'viewer' }, t.demoCookie)).status).toBe(201);
  });
});

describe('accepting an invitation', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext();
  });

  it('shows who invites and whether the link is for this account; accepts in any case of the address', async () => {
    const { link } = await invite(t, 'dana.reyes@example.com', 'full', t.demoCookie);
    const token = invitationToken(link);
    const other = await signUp(t.app, 'someone.else@example.com');
    const seenByOther = (await (await get(t.app, apiPaths.invitation(token), other.cookie)).json()) as InvitationView;
    expect(seenByOther).toMatchObject({
      executiveName: 'Alex Morgan',
      role: 'full',
      status: 'pending',
      email: 'dana.reyes@example.com',
      forThisAccount: false,
    });

    const refused = await accept(t, token, other.cookie);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({
      code: 'invitation_for_another_account',
      message:
        'This invitation was sent to dana.reyes@example.com, and you are signed in as someone.else@example.com. Sign in with dana.reyes@example.com to accept it.',
    });

    const dana = await signUp(t.app, 'Dana.Reyes@Example.com');
    expect(((await (await get(t.app, apiPaths.invitation(token), dana.cookie)).json()) as InvitationView).forThisAccount).toBe(true);
    const accepted = await accept(t, token, dana.cookie);
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ workspace: { executiveId: 1, name: 'Alex Morgan', role: 'full', timeZone: 'UTC', endsAt: null } });

    const again = await accept(t, token, dana.cookie);
    expect(again.status).toBe(410);
    expect(await errorOf(again)).toMatchObject({
      code: 'invitation_used',
      message: 'This invitation has already been accepted. Each invitation link works once.',
    });
    expect((await get(t.app, apiPaths.priorities(1), dana.cookie)).status).toBe(200);
  });

  it('refuses a cancelled, a lapsed and an unknown link in words, and needs a session', async () => {
    const cancelled = await invite(t, 'late@example.com', 'viewer', t.demoCookie);
    await t.app.request(apiPaths.delegateInvitation(1, cancelled.invitation.id), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    const late = await signUp(t.app, 'late@example.com');
    const res = await accept(t, invitationToken(cancelled.link), late.cookie);
    expect(res.status).toBe(410);
    expect(await errorOf(res)).toMatchObject({ code: 'invitation_cancelled' });

    const lapsing = await invite(t, 'late@example.com', 'viewer', t.demoCookie);
    t.clock.set(new Date(t.clock.now().getTime() + 7 * DAY_MS + 1));
    const lateAgain = await login(t.app, 'late@example.com', 'correct-horse');
    const lapsed = await accept(t, invitationToken(lapsing.link), lateAgain);
    expect(lapsed.status).toBe(410);
    expect(await errorOf(lapsed)).toMatchObject({
      code: 'invitation_expired',
      message: 'This invitation has expired: links work for 7 days. Ask for a new one.',
    });

    const unknown = await accept(t, 'A'.repeat(43), lateAgain);
    expect(unknown.status).toBe(404);
    expect((await t.app.request(apiPaths.acceptInvitation(invitationToken(lapsing.link)), { method: 'POST', headers: jsonHeaders() })).status).toBe(401);
    expect((await get(t.app, apiPaths.workspaces)).status).toBe(401);
  });
});

describe('a delegate in the workspace', () => {
  it('is refused on the very next request once the executive ends their access, and a role change applies at once', async () => {
    const t = await createTestContext();
    const sam = await delegateAs(t, 'sam@example.com', 'viewer', t.demoCookie);
    const add = () => send(t.app, 'POST', apiPaths.priorities(1), { task: 'Board deck', urgency: 'high' }, sam.cookie);
    expect((await add()).status).toBe(403);
    const changed = await send(t.app, 'PATCH', apiPaths.delegate(1, sam.delegateId), { role: 'editor', endsOn: '2025-03-31' }, t.demoCookie);
    expect(changed.status).toBe(200);
    expect(await changed.json()).toMatchObject({ role: 'editor', email: 'sam@example.com', endsAt: '2025-04-01T00:00:00.000Z' });
    expect((await add()).status).toBe(201);

    const ended = await t.app.request(apiPaths.delegate(1, sam.delegateId), { method: 'DELETE', headers: { Cookie: t.demoCookie } });
    expect(ended.status).toBe(200);
    const refused = await get(t.app, apiPaths.priorities(1), sam.cookie);
    expect(refused.status).toBe(403);
    expect(await errorOf(refused)).toEqual({ code: 'forbidden', message: "You don't have access to this executive" });
    expect(((await (await get(t.app, apiPaths.workspaces, sam.cookie)).json()) as WorkspaceList).workspaces.map((w) => w.role)).toEqual(['owner']);
  });

  it('loses access by itself after the last day the executive chose', async () => {
    const t = await createTestContext();
    const { link } = await invite(t, 'temp@example.com', 'viewer', t.demoCookie, 1, '2025-03-12');
    const temp = await signUp(t.app, 'temp@example.com');
    expect((await accept(t, invitationToken(link), temp.cookie)).status).toBe(200);
    expect((await get(t.app, apiPaths.priorities(1), temp.cookie)).status).toBe(200);
    t.clock.set(new Date(Date.UTC(2025, 2, 12, 23, 59, 0)));
    const tempAgain = await login(t.app, 'temp@example.com', 'correct-horse');
    expect((await get(t.app, apiPaths.priorities(1), tempAgain)).status).toBe(200);
    t.clock.set(new Date(Date.UTC(2025, 2, 13, 0, 0, 1)));
    expect((await get(t.app, apiPaths.priorities(1), tempAgain)).status).toBe(403);
  });

  it("lists the account's own workspace and each delegated one, and can leave one", async () => {
    const t = await createTestContext();
    const dana = await signUp(t.app, 'dana.reyes@example.com');
    const sam = await delegateAs(t, 'sam.lee@example.com', 'editor', t.demoCookie);
    const { link } = await invite(t, 'sam.lee@example.com', 'viewer', dana.cookie, dana.executiveId);
    expect((await accept(t, invitationToken(link), sam.cookie)).status).toBe(200);
    const list = (await (await get(t.app, apiPaths.workspaces, sam.cookie)).json()) as WorkspaceList;
    expect(list.workspaces).toEqual([
      { executiveId: sam.ownExecutiveId, name: 'Sam Lee', role: 'owner', timeZone: 'UTC', endsAt: null },
      { executiveId: 1, name: 'Alex Morgan', role: 'editor', timeZone: 'UTC', endsAt: null },
      { executiveId: dana.executiveId, name: 'Dana Reyes', role: 'viewer', timeZone: 'UTC', endsAt: null },
    ]);
    const left = await t.app.request(apiPaths.leaveWorkspace(1), { method: 'POST', headers: jsonHeaders(sam.cookie) });
    expect(left.status).toBe(204);
    expect((await get(t.app, apiPaths.priorities(1), sam.cookie)).status).toBe(403);
    expect((await t.app.request(apiPaths.leaveWorkspace(1), { method: 'POST', headers: jsonHeaders(sam.cookie) })).status).toBe(403);
    const own = await t.app.request(apiPaths.leaveWorkspace(sam.ownExecutiveId), { method: 'POST', headers: jsonHeaders(sam.cookie) });
    expect(own.status).toBe(409);
    // Only the owner manages delegates: not even a Full delegate sees the list.
    const full = await delegateAs(t, 'chief@example.com', 'full', t.demoCookie);
    expect((await get(t.app, apiPaths.delegates(1), full.cookie)).status).toBe(403);
    expect((await send(t.app, 'POST', apiPaths.delegateInvitations(1), { email: 'x@example.com', role: 'full' }, full.cookie)).status).toBe(403);
  });

  it("works in the workspace's time zone, and the daily brief follows the workspace's changes", async () => {
    const t = await createTestContext({ now: new Date(Date.UTC(2025, 2, 12, 20, 0, 0)) });
    expect((await send(t.app, 'PUT', apiPaths.timeZone(1), { timeZone: 'Asia/Tokyo' }, t.demoCookie)).status).toBe(200);
    const sam = await delegateAs(t, 'sam@example.com', 'editor', t.demoCookie);
    const brief = async () => (await (await get(t.app, apiPaths.dailyBrief(1), sam.cookie)).json()) as DailyBrief;
    const first = await brief();
    // 20:00 UTC is the next morning in Tokyo; the delegate's own zone (UTC) does not count.
    expect(first.date).toBe('2025-03-13');
    // The brief's shortcut compares the workspace's data version: the owner's change shows at once.
    const added = await send(
      t.app,
      'POST',
      apiPaths.priorities(1),
      { task: 'Call the board chair', urgency: 'high', dueDate: '2025-03-13T09:00:00' },
      t.demoCookie,
    );
    expect(added.status).toBe(201);
    const second = await brief();
    expect(second.priorities.map((p) => p.task)).toContain('Call the board chair');
    expect(first.priorities.map((p) => p.task)).not.toContain('Call the board chair');
  });

  it("never shows a delegate a subscribed calendar's secret address", async () => {
    const t = await createTestContext();
    await t.repos.calendarSubscriptions.create({
      executiveId: 1,
      name: 'Board',
      url: 'https://calendar.example.com/secret-8f3a/basic.ics',
      colour: 'blue',
      now: t.clock.now(),
    });
    const chief = await delegateAs(t, 'chief@example.com', 'full', t.demoCookie);
    const seen = (await (await get(t.app, calendarSubscriptionPaths.subscriptions(1), chief.cookie)).json()) as { name: string; url: string }[];
    expect(seen).toEqual([expect.objectContaining({ name: 'Board', url: '' })]);
    const owners = (await (await get(t.app, calendarSubscriptionPaths.subscriptions(1), t.demoCookie)).json()) as { url: string }[];
    expect(owners[0]?.url).toBe('https://calendar.example.com/secret-8f3a/basic.ics');
    expect((await get(t.app, apiPaths.calendarFeed(1), chief.cookie)).status).toBe(403);
  });

  it("keeps appearance the signed-in person's own", async () => {
    const t = await createTestContext();
    const sam = await delegateAs(t, 'sam@example.com', 'editor', t.demoCookie);
    expect((await send(t.app, 'PUT', apiPaths.appearance(1), { theme: 'dark' }, sam.cookie)).status).toBe(200);
    expect(await (await get(t.app, apiPaths.appearance(1), t.demoCookie)).json()).toEqual({ theme: 'system' });
    expect(await (await get(t.app, apiPaths.appearance(1), sam.cookie)).json()).toEqual({ theme: 'dark' });
    expect(await (await get(t.app, apiPaths.appearance(sam.ownExecutiveId), sam.cookie)).json()).toEqual({ theme: 'dark' });
  });
});
