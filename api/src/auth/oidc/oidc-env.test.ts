import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';

describe('identity provider settings', () => {
  it('are none without PROVANA_OIDC_* variables', () => {
    expect(readEnv({}).oidc).toEqual({ providers: [], allowLoopback: false });
  });

  it('read each provider by its name, with the well-known display names and an optional secret', () => {
    const env = readEnv({
      PROVANA_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      PROVANA_OIDC_GOOGLE_CLIENT_ID: 'google-client',
      PROVANA_OIDC_GOOGLE_CLIENT_SECRET: 'google-secret',
      PROVANA_OIDC_MICROSOFT_ISSUER: 'https://login.microsoftonline.com/tenant-id/v2.0',
      PROVANA_OIDC_MICROSOFT_CLIENT_ID: 'ms-client',
      PROVANA_OIDC_ACME_SSO_ISSUER: 'https://sso.acme.example',
      PROVANA_OIDC_ACME_SSO_CLIENT_ID: 'acme',
      PROVANA_OIDC_ACME_SSO_DISPLAY_NAME: 'Acme Workforce',
    });
    expect(env.oidc.providers).toEqual([
      { name: 'acme_sso', displayName: 'Acme Workforce', issuer: 'https://sso.acme.example', clientId: 'acme', clientSecret: null },
      { name: 'google', displayName: 'Google', issuer: 'https://accounts.google.com', clientId: 'google-client', clientSecret: 'google-secret' },
      { name: 'microsoft', displayName: 'Microsoft', issuer: 'https://login.microsoftonline.com/tenant-id/v2.0', clientId: 'ms-client', clientSecret: null },
    ]);
  });

  it('stops the start with the variable to fix: no issuer, no client id, or an issuer that is not https', () => {
    expect(() => readEnv({ PROVANA_OIDC_CORP_CLIENT_ID: 'x' })).toThrow(/PROVANA_OIDC_CORP_ISSUER: is required/);
    expect(() => readEnv({ PROVANA_OIDC_CORP_ISSUER: 'https://id.example' })).toThrow(/PROVANA_OIDC_CORP_CLIENT_ID: is required/);
    expect(() => readEnv({ PROVANA_OIDC_CORP_ISSUER: 'http://id.example', PROVANA_OIDC_CORP_CLIENT_ID: 'x' })).toThrow(
      /PROVANA_OIDC_CORP_ISSUER: must be an https/,
    );
  });

  it('accepts an http:// issuer only on loopback with PROVANA_OIDC_ALLOW_LOOPBACK', () => {
    const loopback = { PROVANA_OIDC_DEV_ISSUER: 'http://127.0.0.1:9000', PROVANA_OIDC_DEV_CLIENT_ID: 'dev' };
    expect(() => readEnv(loopback)).toThrow(/PROVANA_OIDC_ALLOW_LOOPBACK/);
    expect(readEnv({ ...loopback, PROVANA_OIDC_ALLOW_LOOPBACK: 'true' }).oidc).toMatchObject({
      allowLoopback: true,
      providers: [{ name: 'dev', displayName: 'Dev' }],
    });
    expect(() => readEnv({ PROVANA_OIDC_DEV_ISSUER: 'http://10.0.0.5', PROVANA_OIDC_DEV_CLIENT_ID: 'dev', PROVANA_OIDC_ALLOW_LOOPBACK: 'true' })).toThrow(
      /PROVANA_OIDC_DEV_ISSUER/,
    );
  });
});
