// The account's workspaces carry each one's time zone (a delegate's screens follow the workspace's
// "today", not their own), the accepted invitation names it too, and a delegate whose role falls short
// is refused in words that tell them apart from having no access at all.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type AcceptedInvitation, type CreatedInvitation, type WorkspaceList } from '@provana/contracts';
import { createTestContext, get, jsonHeaders, send, signUp, type TestContext } from '../../../test/helpers';

async function invite(t: TestContext, email: string, role: 'viewer' | 'editor'): Promise<string> {
  const res = await send(t.app, 'POST', apiPaths.delegateInvitations(1), { email, role }, t.demoCookie);
  expect(res.status).toBe(201);
  const { link } = (await res.json()) as CreatedInvitation;
  return link.split('/invitations/')[1] ?? '';
}

describe('workspaces and their time zones', () => {
  let t: TestContext;
  let viewer: { cookie: string; executiveId: number };
  let accepted: AcceptedInvitation;

  beforeAll(async () => {
    t = await createTestContext();
    expect((await send(t.app, 'PUT', apiPaths.timeZone(1), { timeZone: 'Asia/Tokyo' }, t.demoCookie)).status).toBe(200);
    const token = await invite(t, 'viewer@example.com', 'viewer');
    viewer = await signUp(t.app, 'viewer@example.com', 'correct-horse', 'America/New_York');
    const res = await t.app.request(apiPaths.acceptInvitation(token), { method: 'POST', headers: jsonHeaders(viewer.cookie) });
    expect(res.status).toBe(200);
    accepted = (await res.json()) as AcceptedInvitation;
  });

  it("names the workspace's zone in the accepted invitation", () => {
    expect(accepted.workspace).toMatchObject({ executiveId: 1, role: 'viewer', timeZone: 'Asia/Tokyo' });
  });

  it("lists the account's own workspace in its zone, then the delegated one in the executive's", async () => {
    const res = await get(t.app, apiPaths.workspaces, viewer.cookie);
    expect(res.status).toBe(200);
    const { workspaces } = (await res.json()) as WorkspaceList;
    expect(workspaces.map((w) => [w.executiveId, w.role, w.timeZone])).toEqual([
      [viewer.executiveId, 'owner', 'America/New_York'],
      [1, 'viewer', 'Asia/Tokyo'],
    ]);
  });

  it('refuses a Viewer a change in words that say they can look but not change', async () => {
    const res = await send(t.app, 'POST', apiPaths.decisions(1), { title: 'Pick a vendor', impactLevel: 'high', dueBy: '2025-03-20' }, viewer.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'read_only', message: 'You can view this workspace but not change it.' } });
  });

  it("refuses a delegate the owner's pages as the owner's, and a stranger as having no access", async () => {
    const owners = await get(t.app, apiPaths.delegates(1), viewer.cookie);
    expect(owners.status).toBe(403);
    expect(await owners.json()).toMatchObject({ error: { code: 'owner_only', message: "Only the workspace's owner can do this." } });
    const stranger = await signUp(t.app, 'stranger@example.com');
    const res = await get(t.app, apiPaths.delegates(1), stranger.cookie);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({ error: { code: 'forbidden' } });
  });
});
