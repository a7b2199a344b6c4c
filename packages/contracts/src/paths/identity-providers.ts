export const identityProviderPaths = {
  oidcProviders: '/api/auth/oidc/providers',
  oidcStart: (name: string) => `/api/auth/oidc/${name}/start`,
  oidcCallback: (name: string) => `/api/auth/oidc/${name}/callback`,
  oidcPendingLink: '/api/auth/oidc/link',
  oidcConfirmLink: '/api/auth/oidc/link/confirm',
  oidcLinkMail: '/api/auth/oidc/link/email',
  oidcConfirmLinkByMail: '/api/auth/oidc/link/confirm-email',
  linkedSignIns: '/api/auth/linked-sign-ins',
  linkedSignIn: (signInId: number) => `/api/auth/linked-sign-ins/${signInId}`,
} as const;
