import type { ScryptOptions } from 'node:crypto';
import type { Logger } from 'pino';
import type { RequiredAccess, SessionUser, WorkspaceRole } from '@provana/contracts';
import type { AssistantEngine } from './assistant/engine';
import type { ModelConfig } from './assistant/model/model-config';
import type { ModelProvider } from './assistant/model/model-provider';
import type { AccountMail, MailRateLimits } from './auth/mail-settings';
import type { AuthRateLimits } from './auth/rate-limit';
import type { OidcService } from './auth/oidc/oidc-client';
import type { OidcConfig } from './auth/oidc/oidc-env';
import type { Db } from './db/connection';
import type { ApiTokenRow } from './db/repositories/accounts/api-tokens';
import type { RateLimitRule } from './db/repositories/rate-limits';
import type { Repositories } from './db/repositories';
import type { FetchOptions } from './services/calendar/fetch-ical';
import type { SecretBox } from './lib/secret-box';
import type { VapidIdentity, VapidOptions } from './services/push/vapid-keys';
import type { Clock } from './lib/clock';
import type { ChangeHub } from './live/change-hub';
import type { OperatorOptions } from './services/remotes/operator-options';

/** What createApp needs: the database and everything else that varies between prod and tests. */
/** What the server tells the probes about its own state: draining once a shutdown has begun. */
export interface Lifecycle {
  draining: boolean;
}

export interface AppDeps {
  db: Db;
  engine: AssistantEngine;
  clock?: Clock;
  /** Always use the Secure `__Host-` session cookie (it is used anyway for requests that came over HTTPS). */
  secureCookies?: boolean;
  /**
   * A reverse proxy is in front: believe its X-Forwarded-For (last entry = the client address for rate
   * limits) and X-Forwarded-Proto (HTTPS → Secure cookie). Off by default: clients could forge them.
   */
  trustProxy?: boolean;
  /** Per-address limits on sign-in and sign-up (defaults: DEFAULT_AUTH_RATE_LIMITS). */
  authRateLimits?: Partial<AuthRateLimits>;
  /** scrypt cost; tests may lower it to stay fast. */
  scrypt?: ScryptOptions;
  /** One JSON log line per request and the error log (the server passes pino; tests leave it out: no request log, errors to the console). */
  logger?: Logger;
  /** Shared with the server: /readyz answers 503 once a shutdown has begun. */
  lifecycle?: Lifecycle;
  /** Gzip API JSON for clients that accept it (PROVANA_COMPRESS_API). */
  compressApi?: boolean;
  /** Largest accepted JSON body in bytes (default 1 MB). */
  maxJsonBytes?: number;
  /** The operator's OpenAI-compatible model (PROVANA_AI_*); executives opt in one by one. */
  model?: ModelConfig | null;
  /** The operator's OpenAI-compatible speech-to-text server (PROVANA_STT_*), or null/absent: none. */
  stt?: ModelConfig | null;
  /** Subscribed calendars' fetch: loopback allowed (PROVANA_CALENDAR_ALLOW_LOOPBACK), resolver and deadline for tests. */
  calendarFetch?: FetchOptions;
  /** Connected calendar accounts: the installation's key for their passwords and the sync interval; absent: a key for this app alone, 5 minutes. */
  calendarAccounts?: CalendarAccountOptions;
  /** The operator API (PROVANA_OPERATOR_TOKEN): publish, promote and roll back remotes; absent: not mounted. */
  operator?: OperatorOptions;
  /** Web Push reminders: the operator's VAPID keys and contact (PROVANA_VAPID_*), loopback push services (PROVANA_PUSH_ALLOW_LOOPBACK). */
  push?: { vapid?: VapidOptions; allowLoopback?: boolean };
  /** The operator's SMTP server (PROVANA_SMTP_URL): verification and reset mails; absent: no mail, nothing asks for a verified address. */
  accountMail?: AccountMail | null;
  /** Limits on resending verification mails and asking for reset mails (defaults: DEFAULT_MAIL_RATE_LIMITS). */
  mailRateLimits?: Partial<MailRateLimits>;
  /** The product's address for links in mails (PROVANA_PUBLIC_URL, an origin); absent: the request's own origin. */
  publicUrl?: string | null;
  /** Identity providers for "Continue with …" (PROVANA_OIDC_*); absent or none configured: no such buttons. */
  oidc?: OidcConfig | null;
  /** Live updates: the process's change hub (with its relay to the other processes); absent: one of this app's own. */
  changes?: ChangeHub;
  /** Requests per personal access token (default DEFAULT_API_TOKEN_RATE_LIMIT). */
  apiTokenRateLimit?: RateLimitRule;
  /** Webhooks: loopback receivers allowed (PROVANA_WEBHOOK_ALLOW_LOOPBACK) and this process's delivery engine to wake; absent: none woken (a test runs rounds itself). */
  webhooks?: Partial<WebhookOptions>;
  /** Booking confirmations and reschedules per client address (default DEFAULT_BOOKING_RATE_LIMIT). */
  bookingRateLimit?: RateLimitRule;
}

/** What route modules receive: repositories prepared once, the clock, the engine. */
export interface RouteDeps {
  repos: Repositories;
  clock: Clock;
  engine: AssistantEngine;
  secureCookies: boolean;
  trustProxy: boolean;
  authRateLimits: AuthRateLimits;
  scrypt: ScryptOptions | undefined;
  /** The operator's model (one client per process), or null: then every executive gets the built-in engine. */
  model: ModelProvider | null;
  /** The speech-to-text server's client (POST {base}/audio/transcriptions), or null: no server transcription. */
  stt: ModelProvider | null;
  /** How subscribed calendars are fetched (services/calendar/fetch-ical.ts): loopback refused like every private address unless allowed. */
  calendarFetch: FetchOptions;
  calendarAccounts: CalendarAccountOptions;
  /** The VAPID identity (resolved once per process) and whether devices may subscribe with loopback push services. */
  push: { vapid: () => Promise<VapidIdentity>; allowLoopback: boolean };
  /** The operator's mail, or null: no mail, no address to verify. */
  accountMail: AccountMail | null;
  mailRateLimits: MailRateLimits;
  /** Links in mails point here (an origin); null: the request's own origin. */
  publicUrl: string | null;
  /** The identity providers' clients (discovery once per process), or null: none configured. */
  oidc: OidcService | null;
  /** Where writes publish what they changed and the live-updates stream listens. */
  changes: ChangeHub;
  apiTokenRateLimit: RateLimitRule;
  /** Webhook secrets are sealed with calendarAccounts.secrets (the installation's key). */
  webhooks: WebhookOptions;
  bookingRateLimit: RateLimitRule;
}

/** Webhook endpoints' addresses and this process's delivery engine. */
export interface WebhookOptions {
  /** Tests and development only: receivers on loopback over http://. */
  allowLoopback: boolean;
  /** A delivery was queued: this process's engine sends it without waiting for its tick. */
  wake: () => void;
}

/** Connected calendar accounts' secrets and sync interval (PROVANA_SECRET_KEY, PROVANA_CALDAV_SYNC_SECONDS). */
export interface CalendarAccountOptions {
  secrets: SecretBox;
  intervalMs: number;
}

export interface AppEnv {
  Variables: {
    user: SessionUser | null;
    sessionHash: string | null;
    /** The session executive's data version as read with the session (null without one): see routes/daily-brief.ts. */
    executiveDataVersion: number | null;
    /** Whether this request's session cookie is the Secure `__Host-` one (set by sessionCookieTransport). */
    secureSessionCookie: boolean;
    /** The executive a scoped request is about, checked against the session's own. */
    executiveId: number;
    /** That executive's IANA time zone (from the session): the request's "today" is computed in it. */
    timeZone: string;
    /** What the signed-in account may do in that executive's workspace: its own ('owner'), or a delegate's role. */
    workspaceRole: WorkspaceRole;
    /** Whether the request may see that workspace's private items (the owner and a Full delegate). */
    seesPrivate: boolean;
    /** The signed-in account acting in the workspace (its owner or a delegate): who did it, for the activity log. */
    actorUserId: number;
    /** Set by the route's requires() middleware: the least role it declared and its path, for the activity log. */
    routeAccess: { access: RequiredAccess; routePath: string } | undefined;
    /** Settles once the request's activity-log line is written (or it wrote none): live updates wait for it. */
    activityRecorded: Promise<void> | undefined;
    /** Set by hono/request-id from the Node listener's id (echoed there as X-Request-Id), and logged. */
    requestId: string;
    /** The personal access token the request came with (middleware/api-token.ts), or undefined: a session or nothing. */
    apiToken: ApiTokenRow | undefined;
    /** Why the database could not be reached, when the request got a 503 for it (logged). */
    databaseUnavailable: string | undefined;
  };
}
