// "Continue with <provider>" for each identity provider the operator configured (none: nothing is
// shown, not even while the list loads or when it fails). Each is a link to the API, which sends the
// browser on to the provider; Remember me and this browser's time zone (for an account the first
// sign-in creates) go with it. The error the provider's answer came back with is said above them.
import { useGetOidcProvidersQuery } from '@provana/api-client/identity-providers';
import { oidcSignInErrorMessage, type OidcProvider } from '@provana/contracts';
import { identityProviderPaths } from '@provana/contracts/paths/identity-providers';
import { browserTimeZone } from '@provana/dates';
import { Button, Stack, Text } from '@provana/ui';
import type { ProviderSignInError } from './provider-redirect-state';

export function providerStartUrl(provider: OidcProvider, rememberMe: boolean): string {
  const query = new URLSearchParams({ remember: rememberMe ? '1' : '0', tz: browserTimeZone() });
  return `${identityProviderPaths.oidcStart(provider.name)}?${query.toString()}`;
}

/** The sentence for a callback's error, with the provider's display name when it is still configured. */
export function providerErrorText(error: ProviderSignInError, providers: readonly OidcProvider[]): string {
  const name = providers.find((p) => p.name === error.provider)?.displayName ?? null;
  return oidcSignInErrorMessage(error.code, name) ?? 'Signing in with your identity provider did not work. Try again, or sign in with your email and password.';
}

export function ProviderSignInButtons({ rememberMe, error }: { rememberMe: boolean; error: ProviderSignInError | null }) {
  const { data } = useGetOidcProvidersQuery();
  const providers = data?.providers ?? [];
  if (providers.length === 0 && !error) return null;
  return (
    <Stack gap="2">
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error" data-testid="provider-sign-in-error">
          {providerErrorText(error, providers)}
        </Text>
      ) : null}
      {providers.map((provider) => (
        <Button key={provider.name} asChild variant="outline" width="full">
          <a href={providerStartUrl(provider, rememberMe)}>Continue with {provider.displayName}</a>
        </Button>
      ))}
    </Stack>
  );
}
