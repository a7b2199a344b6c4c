// @vitest-environment happy-dom
// "Forgot password?" as the person uses it: from the sign-in card to the address, the schema's check
// at the field, the one answer the API gives for every address, and a refusal said above the button.
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { FORGOT_PASSWORD_ANSWER } from '@provana/contracts';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginCard } from './login-card';

const json = (status: number, body: unknown) => Response.json(body, { status });
let calls: { url: string; body: string }[];
let answer: () => Response;

beforeEach(() => {
  (window as unknown as { happyDOM?: { setURL: (url: string) => void } }).happyDOM?.setURL('http://127.0.0.1/');
  calls = [];
  answer = () => json(200, { success: true, message: FORGOT_PASSWORD_ANSWER });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const call = { url: new URL(request.url).pathname, body: await request.text() };
    calls.push(call);
    if (call.url === '/api/auth/forgot-password') return answer();
    return json(401, { error: { code: 'unauthenticated', message: 'Not signed in' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openForgotForm() {
  const user = userEvent.setup();
  await act(async () => {
    render(
      <StoreProvider store={createAppStore(api)}>
        <UiProvider>
          <LoginCard />
        </UiProvider>
      </StoreProvider>,
    );
  });
  await user.type(await screen.findByLabelText('Email'), 'typed@example.com');
  await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
  await screen.findByRole('heading', { name: 'Reset your password' });
  return user;
}

const requests = () => calls.filter((c) => c.url === '/api/auth/forgot-password').map((c) => JSON.parse(c.body) as unknown);

describe('Forgot password?', () => {
  it('takes the address typed on the sign-in card, sends it, and says the one answer', async () => {
    const user = await openForgotForm();
    const email = screen.getByRole<HTMLInputElement>('textbox', { name: /Email/ });
    expect(email.value).toBe('typed@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain(FORGOT_PASSWORD_ANSWER);
    expect(requests()).toEqual([{ email: 'typed@example.com' }]);
    await user.click(screen.getByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('checks the address at its field before sending', async () => {
    const user = await openForgotForm();
    const email = screen.getByRole('textbox', { name: /Email/ });
    await user.clear(email);
    await user.type(email, 'not-an-address{Enter}');
    expect(await screen.findByText('Email must be a valid email address')).toBeTruthy();
    expect(requests()).toEqual([]);
  });

  it('says a refusal (too many requests) above the button, keeping the address', async () => {
    answer = () => json(429, { error: { code: 'rate_limited', message: 'Too many password reset requests for this email address. Try again in 60 minutes.' } });
    const user = await openForgotForm();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('Too many password reset requests for this email address. Try again in 60 minutes.'),
    );
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Email/ }).value).toBe('typed@example.com');
  });
});
