// @vitest-environment happy-dom
// Settings → Security → Linked sign-ins: hidden with no provider and nothing linked; the list with
// Unlink asked first (the list is read again after); the last way to sign in says why it stays.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LinkedSignIns } from './linked-sign-ins';

const json = (status: number, body: unknown) => (status === 204 ? new Response(null, { status }) : Response.json(body, { status }));
const google = { id: 1, provider: 'google', displayName: 'Google', email: 'ann@example.com', createdAt: '2026-03-04T12:00:00.000Z', lastUsedAt: null };

let calls: string[];
let answers: Record<string, Response[]>;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/dashboard/daily-brief');
  calls = [];
  answers = {};
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    calls.push(key);
    return answers[key]?.shift() ?? json(500, { error: { code: 'unexpected', message: `no answer for ${key}` } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSection() {
  await act(async () => {
    render(
      <StoreProvider store={createAppStore(api)}>
        <UiProvider>
          <LinkedSignIns />
        </UiProvider>
      </StoreProvider>,
    );
  });
  return userEvent.setup();
}

describe('Linked sign-ins in Settings', () => {
  it('is not shown when no provider is configured and nothing is linked', async () => {
    answers['GET /api/auth/oidc/providers'] = [json(200, { providers: [] })];
    answers['GET /api/auth/linked-sign-ins'] = [json(200, { hasPassword: true, signIns: [] })];
    await renderSection();
    expect(screen.queryByTestId('settings-linked-sign-ins')).toBeNull();
  });

  it('unlinks after asking, and keeps the last way to sign in with the reason', async () => {
    answers['GET /api/auth/oidc/providers'] = [json(200, { providers: [{ name: 'google', displayName: 'Google' }] })];
    answers['GET /api/auth/linked-sign-ins'] = [
      json(200, { hasPassword: true, signIns: [{ ...google, isLastWayToSignIn: false }] }),
      json(200, { hasPassword: true, signIns: [] }),
    ];
    answers['DELETE /api/auth/linked-sign-ins/1'] = [json(204, null)];
    const user = await renderSection();
    const section = within(await screen.findByTestId('settings-linked-sign-ins'));
    expect(await section.findByText('Google · ann@example.com')).toBeTruthy();
    await user.click(section.getByRole('button', { name: 'Unlink Google (ann@example.com)' }));
    await user.click(await screen.findByRole('button', { name: 'Unlink' }));
    expect(await section.findByText(/No linked sign-ins yet/)).toBeTruthy();
    expect(calls).toContain('DELETE /api/auth/linked-sign-ins/1');
  });

  it('offers no Unlink for the only way to sign in', async () => {
    answers['GET /api/auth/oidc/providers'] = [json(200, { providers: [{ name: 'google', displayName: 'Google' }] })];
    answers['GET /api/auth/linked-sign-ins'] = [json(200, { hasPassword: false, signIns: [{ ...google, isLastWayToSignIn: true }] })];
    await renderSection();
    const section = within(await screen.findByTestId('settings-linked-sign-ins'));
    expect(await section.findByText(/This is your only way to sign in/)).toBeTruthy();
    expect(section.queryByRole('button', { name: /Unlink/ })).toBeNull();
  });
});
