// @vitest-environment happy-dom
// "Continue with …" on the sign-in screen: one link per configured provider (none without), Remember
// me and the time zone passed along, and the callback's error code said in words (never the address's
// own text).
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider } from '@provana/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearProviderRedirect, readProviderRedirect } from './provider-redirect-state';
import { ProviderSignInButtons } from './provider-sign-in-buttons';

let providers: { name: string; displayName: string }[];

beforeEach(() => {
  providers = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (new URL(request.url).pathname === '/api/auth/oidc/providers') return Response.json({ providers });
    return Response.json({ error: { code: 'unexpected', message: 'unexpected' } }, { status: 500 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const setUrl = (url: string) => (window as unknown as { happyDOM: { setURL: (url: string) => void } }).happyDOM.setURL(url);

async function renderButtons(props: Parameters<typeof ProviderSignInButtons>[0]) {
  await act(async () => {
    render(
      <StoreProvider store={createAppStore(api)}>
        <UiProvider>
          <ProviderSignInButtons {...props} />
        </UiProvider>
      </StoreProvider>,
    );
  });
}

describe('sign-in with an identity provider on the sign-in screen', () => {
  it('shows nothing when no provider is configured', async () => {
    await renderButtons({ rememberMe: false, error: null });
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('links each configured provider to its start with Remember me', async () => {
    providers = [
      { name: 'google', displayName: 'Google' },
      { name: 'acme_sso', displayName: 'Acme Workforce' },
    ];
    await renderButtons({ rememberMe: true, error: null });
    const google = await screen.findByRole('link', { name: 'Continue with Google' });
    const href = new URL(google.getAttribute('href') ?? '', 'http://127.0.0.1');
    expect(href.pathname).toBe('/api/auth/oidc/google/start');
    expect(href.searchParams.get('remember')).toBe('1');
    expect(href.searchParams.get('tz')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue with Acme Workforce' })).toBeTruthy();
  });

  it('says the callback’s error with the provider’s display name, and only known codes', async () => {
    providers = [{ name: 'google', displayName: 'Google' }];
    setUrl('http://127.0.0.1/?signin_error=email_unverified&provider=google#two_factor=abc');
    const redirect = readProviderRedirect();
    expect(redirect).toEqual({ error: { code: 'email_unverified', provider: 'google' }, twoFactorChallenge: 'abc' });
    clearProviderRedirect();
    expect(window.location.href).toBe('http://127.0.0.1/');
    await renderButtons({ rememberMe: false, error: redirect.error });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your Google account has no verified email address. Verify it with Google first, then try again.',
    );
    cleanup();
    await renderButtons({ rememberMe: false, error: { code: 'Your account was deleted, call 555', provider: 'google' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Signing in with your identity provider did not work. Try again, or sign in with your email and password.',
    );
  });
});
