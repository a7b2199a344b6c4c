// @vitest-environment happy-dom
// Settings → API tokens as a person uses it: the list with each token's scopes, expiry (never marked)
// and last use; a new token shown once with the body sent; revoking after a confirmation; the
// empty and error states.
import type { ApiToken, CreatedApiToken } from '@provana/contracts/api-tokens';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSettingsSection } from '../../../test/render-settings-section';
import ApiTokensSection from './api-tokens-section';

const REPORT: ApiToken = {
  id: 3,
  name: 'Weekly report',
  scopes: ['read'],
  prefix: 'pvn_abc123',
  createdAt: '2026-03-01T10:00:00Z',
  expiresAt: null,
  lastUsedAt: '2026-03-04T09:30:00Z',
  lastUsedFrom: '203.0.113.9',
};

let tokens: ApiToken[] | null;
let sent: { method: string; path: string; body: string }[];

beforeEach(() => {
  tokens = [REPORT];
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') sent.push({ method: request.method, path, body: await request.text() });
    if (request.method === 'POST' && path === '/api/auth/api-tokens') {
      const apiToken: ApiToken = {
        ...REPORT,
        id: 4,
        name: 'Planner',
        scopes: ['planning:write'],
        expiresAt: '2026-06-02T12:00:00Z',
        lastUsedAt: null,
        lastUsedFrom: null,
      };
      return Response.json({ token: 'pvn_secretsecretsecret', apiToken } satisfies CreatedApiToken, { status: 201 });
    }
    if (request.method === 'DELETE' && path === '/api/auth/api-tokens/3') return new Response(null, { status: 204 });
    if (path === '/api/auth/api-tokens') {
      return tokens ? Response.json({ tokens }) : Response.json({ error: { code: 'internal_error', message: 'Something went wrong.' } }, { status: 500 });
    }
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSection() {
  await renderSettingsSection(<ApiTokensSection />);
  return userEvent.setup();
}

describe('Settings → API tokens', () => {
  it('lists each token with what it may do, that it never expires, and its last use', async () => {
    await renderSection();
    const row = within(await screen.findByRole('listitem', { name: 'Weekly report' }));
    expect(row.getByText('Read-only, everything')).toBeTruthy();
    expect(row.getByText('Never expires')).toBeTruthy();
    expect(row.getByText(/Last used Mar 4, 2026, 9:30 AM from 203\.0\.113\.9/)).toBeTruthy();
  });

  it('creates a token with the areas chosen and shows it once', async () => {
    const user = await renderSection();
    await user.type(screen.getByRole('textbox', { name: 'Token name' }), 'Planner');
    await user.click(screen.getByRole('radio', { name: 'Choose per area' }));
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('Choose at least one area the token may read or change.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Planning and calendar' }), 'write');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const shown = within(await screen.findByTestId('created-api-token'));
    expect((shown.getByRole('textbox', { name: 'Your new token' }) as HTMLInputElement).value).toBe('pvn_secretsecretsecret');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/api-tokens', body: JSON.stringify({ name: 'Planner', expiresInDays: 90, scopes: ['planning:write'] }) },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Planner' })).toBeTruthy();
  });

  it('revokes a token after a confirmation and removes it from the list', async () => {
    const user = await renderSection();
    await user.click(await screen.findByRole('button', { name: 'Revoke Weekly report' }));
    await user.click(await screen.findByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('No tokens yet')).toBeTruthy();
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/auth/api-tokens/3', body: '' }]);
  });

  it('says when there are no tokens, and when the list cannot be loaded', async () => {
    tokens = [];
    await renderSection();
    expect(await screen.findByText('No tokens yet')).toBeTruthy();
    cleanup();
    tokens = null;
    await renderSection();
    expect(await screen.findByText('Your tokens could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
