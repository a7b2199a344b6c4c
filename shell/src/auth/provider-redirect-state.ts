// What a provider sign-in's callback left in the sign-in screen's address (api/src/auth/oidc/oidc-redirects.ts):
// ?signin_error=<code>&provider=<name> when it failed, #two_factor=<challenge> when the account asks
// for its second factor. Read when the card mounts (a pure read, so React may call it twice), then
// removed from the address, so a reload or a shared link does not show them again and the challenge
// does not stay in the history.

export interface ProviderSignInError {
  code: string;
  provider: string | null;
}

export interface ProviderRedirect {
  error: ProviderSignInError | null;
  twoFactorChallenge: string | null;
}

export function readProviderRedirect(): ProviderRedirect {
  if (typeof window === 'undefined') return { error: null, twoFactorChallenge: null };
  const url = new URL(window.location.href);
  const code = url.searchParams.get('signin_error');
  return {
    error: code ? { code, provider: url.searchParams.get('provider') } : null,
    twoFactorChallenge: new URLSearchParams(url.hash.slice(1)).get('two_factor') || null,
  };
}

export function clearProviderRedirect(): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  const hadError = url.searchParams.has('signin_error');
  const hadChallenge = new URLSearchParams(url.hash.slice(1)).has('two_factor');
  if (!hadError && !hadChallenge) return;
  url.searchParams.delete('signin_error');
  url.searchParams.delete('provider');
  if (hadChallenge) url.hash = '';
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
