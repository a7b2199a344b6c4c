// @vitest-environment happy-dom
// The dashboard's banner while the address must be verified: where the link went, Resend (busy, a
// toast with the API's words, the rate limit's words too), and nothing once verified or not required.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VerifyEmailBanner } from './verify-email-banner';

const base = { id: 2, email: 'b@example.com', name: 'b', role: 'tester', executiveId: 2, timeZone: 'UTC' };
const json = (status: number, body: unknown) => Response.json(body, { status });
let resendAnswer: () => Response;
let resends: number;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/dashboard/daily-brief');
  resends = 0;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/api/auth/verify-email/resend') {
      resends += 1;
      return resendAnswer();
    }
    return json(404, { error: { code: 'not_found', message: 'not under test' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function show(user: Record<string, unknown>) {
  const store = createAppStore(api);
  await store.dispatch(api.util.upsertQueryData('getMe', undefined, { ...base, ...user } as typeof base & { role: 'tester' }));
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <UiProvider>
          <VerifyEmailBanner />
        </UiProvider>
      </StoreProvider>,
    );
  });
  return userEvent.setup();
}

describe('the verify-email banner', () => {
  it('says where the link went and resends it, then says the rate limit in the API’s words', async () => {
    resendAnswer = () => json(200, { success: true, message: 'We sent a new link to b@example.com.' });
    const user = await show({ emailVerified: false, verificationRequired: true });
    expect((await screen.findByTestId('verify-email-banner')).textContent).toContain('Please verify your email address. We sent a link to b@example.com.');
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect((await screen.findAllByText('We sent a new link to b@example.com.')).length).toBeGreaterThan(0);
    resendAnswer = () => json(429, { error: { code: 'rate_limited', message: 'Too many verification emails. Try again in 15 minutes.' } });
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Resend' }).disabled).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Resend' }));
    expect((await screen.findAllByText('Too many verification emails. Try again in 15 minutes.')).length).toBeGreaterThan(0);
    expect(resends).toBe(2);
  });

  it('shows nothing once verified, or where verification is not required', async () => {
    await show({ emailVerified: true, verificationRequired: true });
    await show({ emailVerified: false, verificationRequired: false });
    expect(screen.queryByTestId('verify-email-banner')).toBeNull();
  });
});
