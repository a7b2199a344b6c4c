// Rows of the request-body table: signing in, the account and its security, the account's data,
// settings, reminders on devices and delegated access. Sample values differ from each other, so a
// field sent under another field's name shows.
import {
  AppearanceBodySchema,
  ChangePasswordBodySchema,
  CreatePushSubscriptionBodySchema,
  ForgotPasswordBodySchema,
  InviteDelegateBodySchema,
  LoginBodySchema,
  MarkRemindersReadBodySchema,
  OidcConfirmLinkBodySchema,
  OidcLinkTokenBodySchema,
  PasskeyRegistrationBodySchema,
  PasskeyRenameBodySchema,
  PasskeySignInBodySchema,
  PushSettingsSchema,
  PutAssistantSettingsBodySchema,
  ResetPasswordBodySchema,
  SignupBodySchema,
  TimeZoneBodySchema,
  TotpConfirmBodySchema,
  TwoFactorPasskeyBodySchema,
  TwoFactorPasskeyOptionsBodySchema,
  TwoFactorReauthBodySchema,
  TwoFactorSignInBodySchema,
  UpdateDelegateBodySchema,
  VerifyEmailBodySchema,
} from '@provana/contracts';
import { CreateApiTokenBodySchema } from '@provana/contracts/api-tokens';
import { DeleteAccountBodySchema } from '@provana/contracts/export';
import type { BodyRows } from './body-table';

const EMPTY = 'empty object' as const;
const NONE = 'no body' as const;
const emptyBecause = 'nothing to send, and the API refuses a mutation without the JSON content type';
const addressedByPath = 'DELETE names what it ends in its path';

const credential = {
  id: 'cred-id',
  rawId: 'cred-raw',
  type: 'public-key' as const,
  response: { clientDataJSON: 'eyJjIjoxfQ' },
  clientExtensionResults: { ext: 1 },
};
const pushKeys = { p256dh: `B${'k'.repeat(86)}`, auth: 'a'.repeat(22) };

export const accountRows = {
  login: { args: { email: 'exec@provana.test', password: 'login-secret', rememberMe: true }, contract: LoginBodySchema },
  signup: { args: { email: 'new@provana.test', password: 'signup-secret', rememberMe: true, timeZone: 'Europe/Paris' }, contract: SignupBodySchema },
  logout: { args: undefined, noJsonBody: EMPTY, why: emptyBecause },

  verifyEmail: { args: { token: 'verify_token-1' }, contract: VerifyEmailBodySchema },
  resendVerification: { args: undefined, noJsonBody: EMPTY, why: emptyBecause },
  forgotPassword: { args: { email: 'forgot@provana.test' }, contract: ForgotPasswordBodySchema },
  resetPassword: { args: { token: 'reset_token-2', password: 'reset-secret' }, contract: ResetPasswordBodySchema },
  changePassword: { args: { currentPassword: 'old-secret', newPassword: 'new-secret-9' }, contract: ChangePasswordBodySchema },
  endSession: { args: { id: 'session_id-3', current: false }, noJsonBody: NONE, why: addressedByPath },
  endOtherSessions: { args: undefined, noJsonBody: EMPTY, why: emptyBecause },

  signInTwoFactor: { args: { challenge: 'challenge-4', code: '123456' }, contract: TwoFactorSignInBodySchema },
  startTotpSetup: { args: undefined, noJsonBody: EMPTY, why: emptyBecause },
  confirmTotp: { args: { code: '654321' }, contract: TotpConfirmBodySchema },
  disableTwoFactor: { args: { password: 'disable-secret', code: '112233' }, contract: TwoFactorReauthBodySchema },
  newRecoveryCodes: { args: { password: 'codes-secret', code: '445566' }, contract: TwoFactorReauthBodySchema },

  passkeyRegistrationOptions: { args: undefined, noJsonBody: EMPTY, why: emptyBecause },
  addPasskey: { args: { ceremony: 'ceremony-5', credential, name: 'Laptop key' }, contract: PasskeyRegistrationBodySchema },
  renamePasskey: { args: { id: 6, name: 'Phone key' }, contract: PasskeyRenameBodySchema },
  removePasskey: { args: 7, noJsonBody: NONE, why: addressedByPath },

  createApiToken: { args: { name: 'Script token', expiresInDays: 30, scopes: ['team:write'] }, contract: CreateApiTokenBodySchema },
  revokeApiToken: { args: 12, noJsonBody: NONE, why: addressedByPath },
  passkeySignInOptions: { args: undefined, noJsonBody: EMPTY, why: emptyBecause },
  signInWithPasskey: { args: { ceremony: 'ceremony-8', credential, rememberMe: true }, contract: PasskeySignInBodySchema },
  twoFactorPasskeyOptions: { args: { challenge: 'challenge-9' }, contract: TwoFactorPasskeyOptionsBodySchema },
  signInTwoFactorWithPasskey: { args: { challenge: 'challenge-10', ceremony: 'ceremony-10', credential }, contract: TwoFactorPasskeyBodySchema },

  confirmSignInLink: { args: { token: 'link-token-11', password: 'link-secret' }, contract: OidcConfirmLinkBodySchema },
  mailSignInLink: { args: { token: 'link-token-12' }, contract: OidcLinkTokenBodySchema },
  confirmSignInLinkByMail: { args: { token: 'link-token-13' }, contract: OidcLinkTokenBodySchema },
  unlinkSignIn: { args: 14, noJsonBody: NONE, why: addressedByPath },

  importArchive: {
    args: { executiveId: 15, archive: new Blob(['PK archive'], { type: 'application/zip' }), replaceSampleData: true },
    noJsonBody: 'raw body',
    why: 'the export archive is sent as the ZIP itself',
  },
  deleteAccount: { args: { executiveId: 16, password: 'delete-secret' }, contract: DeleteAccountBodySchema },

  setTimeZone: { args: { executiveId: 17, timeZone: 'America/New_York' }, contract: TimeZoneBodySchema },
  setAppearance: { args: { executiveId: 18, theme: 'dark' }, contract: AppearanceBodySchema },
  setAssistantChoice: { args: { executiveId: 19, choice: 'model', transcribeOnServer: true }, contract: PutAssistantSettingsBodySchema },
  markRemindersRead: { args: { executiveId: 20, keys: ['event:1:2030-01-01T09:00', 'life:2'] }, contract: MarkRemindersReadBodySchema },

  addPushDevice: {
    args: { executiveId: 21, body: { endpoint: 'https://push.example.com/send/21', keys: pushKeys, name: 'Work phone', expirationTime: 1_900_000_000_000 } },
    contract: CreatePushSubscriptionBodySchema,
  },
  removePushDevice: { args: { executiveId: 22, subscriptionId: 23 }, noJsonBody: NONE, why: addressedByPath },
  setPushSettings: { args: { executiveId: 24, showDetails: true }, contract: PushSettingsSchema },

  inviteDelegate: {
    args: { executiveId: 25, body: { email: 'assistant@provana.test', role: 'editor', endsOn: '2030-02-03' } },
    contract: InviteDelegateBodySchema,
  },
  cancelInvitation: { args: { executiveId: 26, invitationId: 27 }, noJsonBody: NONE, why: addressedByPath },
  updateDelegate: { args: { executiveId: 28, delegateId: 29, body: { role: 'full', endsOn: '2030-04-05' } }, contract: UpdateDelegateBodySchema },
  endDelegateAccess: { args: { executiveId: 30, delegateId: 31 }, noJsonBody: NONE, why: addressedByPath },
  acceptInvitation: { args: 'invitation_token_0123456789', noJsonBody: EMPTY, why: 'the invitation is named by its token in the path' },
  leaveWorkspace: { args: 32, noJsonBody: EMPTY, why: 'the workspace is named in the path' },
} satisfies Partial<BodyRows>;
