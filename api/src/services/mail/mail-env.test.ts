import { describe, expect, it } from 'vitest';
import { readEnv } from '../../env';

describe('mail settings', () => {
  it('are off without PROVANA_SMTP_URL', () => {
    expect(readEnv({}).mail).toBeNull();
  });

  it('need a sender with the server, and require verification unless told not to', () => {
    expect(() => readEnv({ PROVANA_SMTP_URL: 'smtp://mail.example.com:587' })).toThrow(/PROVANA_MAIL_FROM is required/);
    const env = readEnv({ PROVANA_SMTP_URL: 'smtp://u:p@mail.example.com:587', PROVANA_MAIL_FROM: 'Provana <no-reply@example.com>' });
    expect(env.mail).toEqual({ smtpUrl: 'smtp://u:p@mail.example.com:587', from: 'Provana <no-reply@example.com>', requireVerification: true });
    const relaxed = readEnv({ PROVANA_SMTP_URL: 'smtps://mail.example.com', PROVANA_MAIL_FROM: 'a@b.c', PROVANA_REQUIRE_EMAIL_VERIFICATION: 'false' });
    expect(relaxed.mail?.requireVerification).toBe(false);
  });

  it('refuses a server address that is not smtp(s)://, and keeps only the origin of PROVANA_PUBLIC_URL', () => {
    expect(() => readEnv({ PROVANA_SMTP_URL: 'http://mail.example.com', PROVANA_MAIL_FROM: 'a@b.c' })).toThrow(/PROVANA_SMTP_URL/);
    expect(readEnv({ PROVANA_PUBLIC_URL: 'https://provana.example.com/some/path/' }).PROVANA_PUBLIC_URL).toBe('https://provana.example.com');
    expect(() => readEnv({ PROVANA_PUBLIC_URL: 'provana.example.com' })).toThrow(/PROVANA_PUBLIC_URL/);
  });
});
