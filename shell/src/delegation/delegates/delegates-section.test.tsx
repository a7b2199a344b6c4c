// @vitest-environment happy-dom
// Settings → Delegates as the executive uses it: the form checks the address and the last day before
// sending, a refusal shows next to the field the API names, an invitation's link shows once with
// whether it was mailed, and the people with access, the pending invitations and the limit are listed.
import type { CreatedInvitation, DelegatesOverview } from '@provana/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSettingsSection } from '../../../test/render-settings-section';
import DelegatesSection from './delegates-section';
import { validateInvite } from './invite-form-validation';

const SAM = { id: 5, userId: 3, name: 'Sam Lee', email: 'sam@example.com', role: 'editor' as const, endsAt: null, createdAt: '2026-03-01T10:00:00Z' };
const PENDING = {
  id: 9,
  email: 'kim@example.com',
  role: 'viewer' as const,
  endsAt: null,
  createdAt: '2026-03-03T10:00:00Z',
  expiresAt: '2026-03-10T10:00:00Z',
};

let overview: DelegatesOverview;
let inviteAnswer: () => Response;
let sent: { method: string; path: string; body: string }[];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
  overview = { delegates: [SAM], invitations: [PENDING], limit: 10 };
  sent = [];
  inviteAnswer = () =>
    Response.json(
      {
        invitation: { ...PENDING, id: 10, email: 'alex@example.com', role: 'full' },
        link: 'http://127.0.0.1/invitations/abcdefghijklmnopqrstuvwxyz',
        mailed: false,
      } satisfies CreatedInvitation,
      { status: 201 },
    );
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') sent.push({ method: request.method, path, body: await request.text() });
    if (request.method === 'POST' && path === '/api/executive/7/delegates/invitations') return inviteAnswer();
    if (path === '/api/executive/7/delegates') return Response.json(overview);
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderSection() {
  await renderSettingsSection(<DelegatesSection />);
  await screen.findByText('Sam Lee');
  return userEvent.setup();
}

describe('the invite form checks', () => {
  it('asks for an address, a valid one, and a last day not in the past', () => {
    expect(validateInvite({ email: '', role: 'editor', endsOn: '' }, '2026-03-04')).toEqual({
      errors: { email: 'Enter the email address of the person to invite.' },
    });
    expect(validateInvite({ email: 'sam', role: 'editor', endsOn: '' }, '2026-03-04')).toEqual({
      errors: { email: 'Enter an email address, like sam@example.com.' },
    });
    expect(validateInvite({ email: 'sam@example.com', role: 'viewer', endsOn: '2026-03-03' }, '2026-03-04')).toEqual({
      errors: { endsOn: 'The last day of access must be today or later.' },
    });
    expect(validateInvite({ email: ' Sam@Example.com ', role: 'full', endsOn: '2026-03-04' }, '2026-03-04')).toEqual({
      body: { email: 'sam@example.com', role: 'full', endsOn: '2026-03-04' },
    });
  });
});

describe('Settings → Delegates', () => {
  it('lists the people with access, the pending invitations and the three roles with what each allows', async () => {
    await renderSection();
    const people = screen.getByRole('list', { name: 'People with access' });
    expect(within(people).getByText('sam@example.com')).toBeTruthy();
    expect((within(people).getByRole('combobox', { name: 'Role for Sam Lee' }) as HTMLSelectElement).value).toBe('editor');
    expect(within(people).getByRole('button', { name: 'End access' })).toBeTruthy();
    const pending = screen.getByRole('list', { name: 'Pending invitations' });
    expect(within(pending).getByRole('button', { name: 'Cancel the invitation to kim@example.com' })).toBeTruthy();
    const roles = screen.getByRole('group', { name: 'Role' });
    expect(within(roles).getAllByRole('radio')).toHaveLength(3);
    expect(within(roles).getByText('Reads the workspace, except private items.')).toBeTruthy();
  });

  it('sends nothing for an invalid address and says why next to the field', async () => {
    const user = await renderSection();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(screen.getByText('Enter an email address, like sam@example.com.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it("shows the API's refusal next to the field it names", async () => {
    inviteAnswer = () =>
      Response.json(
        { error: { code: 'validation_error', message: "email: You can't invite yourself: this is your own workspace.", field: 'email' } },
        { status: 400 },
      );
    const user = await renderSection();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'dana@example.com');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText("You can't invite yourself: this is your own workspace.")).toBeTruthy();
  });

  it('invites with the chosen role and shows the link once, saying it was not emailed', async () => {
    const user = await renderSection();
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'alex@example.com');
    await user.click(screen.getByRole('radio', { name: /^Full/ }));
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const link = await screen.findByRole('textbox', { name: 'Invitation link' });
    expect((link as HTMLInputElement).value).toBe('http://127.0.0.1/invitations/abcdefghijklmnopqrstuvwxyz');
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(/This link was not emailed \(this server does not send mail\): send it to alex@example.com yourself\./)).toBeTruthy();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/executive/7/delegates/invitations', body: JSON.stringify({ email: 'alex@example.com', role: 'full' }) },
    ]);
  });

  it('explains the limit and turns the form off when it is reached', async () => {
    overview = { delegates: Array.from({ length: 9 }, (_, i) => ({ ...SAM, id: i + 1, name: `Person ${i + 1}` })), invitations: [PENDING], limit: 10 };
    await renderSettingsSection(<DelegatesSection />);
    expect(await screen.findByText(/You have reached the limit of 10 delegates, pending invitations included\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Invite' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('changes a role at once', async () => {
    const user = await renderSection();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role for Sam Lee' }), 'viewer');
    expect(sent).toEqual([{ method: 'PATCH', path: '/api/executive/7/delegates/5', body: JSON.stringify({ role: 'viewer' }) }]);
  });
});
