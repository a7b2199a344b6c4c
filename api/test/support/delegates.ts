// Delegated access in tests: an executive invites an address with a role and that address's new
// account accepts the link, all through the API.
import { apiPaths, type CreatedInvitation, type DelegateRole, type DelegatesOverview } from '@provana/contracts';
import { jsonHeaders, send, signUp, type TestContext } from '../helpers';

/** The token at the end of an invitation link. */
export const invitationToken = (link: string) => link.split('/invitations/')[1] ?? '';

export async function invite(
  t: Pick<TestContext, 'app'>,
  email: string,
  role: DelegateRole,
  ownerCookie: string,
  executiveId = 1,
  endsOn?: string,
): Promise<CreatedInvitation> {
  const res = await send(t.app, 'POST', apiPaths.delegateInvitations(executiveId), { email, role, ...(endsOn ? { endsOn } : {}) }, ownerCookie);
  if (res.status !== 201) throw new Error(`invite failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as CreatedInvitation;
}

export function accept(t: Pick<TestContext, 'app'>, token: string, cookie: string) {
  return t.app.request(apiPaths.acceptInvitation(token), { method: 'POST', headers: jsonHeaders(cookie) });
}

/** Invites a new account with a role in executiveId's workspace and accepts; its cookie, id and grant id. */
export async function delegateAs(
  t: Pick<TestContext, 'app'>,
  email: string,
  role: DelegateRole,
  ownerCookie: string,
  executiveId = 1,
): Promise<{ cookie: string; delegateId: number; ownExecutiveId: number }> {
  const { link } = await invite(t, email, role, ownerCookie, executiveId);
  const account = await signUp(t.app, email);
  const accepted = await accept(t, invitationToken(link), account.cookie);
  if (accepted.status !== 200) throw new Error(`accept failed: ${accepted.status} ${await accepted.text()}`);
  const overview = (await (await t.app.request(apiPaths.delegates(executiveId), { headers: { Cookie: ownerCookie } })).json()) as DelegatesOverview;
  const delegateId = overview.delegates.find((d) => d.email === email)?.id ?? 0;
  return { cookie: account.cookie, delegateId, ownExecutiveId: account.executiveId };
}
