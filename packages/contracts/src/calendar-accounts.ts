// Connected calendar accounts (CalDAV: iCloud, Fastmail, Nextcloud, Radicale, …): found from an email
// address or a server address with a username and an app password; the person picks the calendars
// Provana shows and the one it writes to. The password goes in once and never comes back: no answer
// carries it.
import { z } from 'zod';
import { IdParamSchema, requiredText } from './common';

const ex = (id: number) => `/api/executive/${id}`;

export const calendarAccountPaths = {
  /** GET the list; POST { address, username, password } finds the account and lists its calendars (nothing is stored when it fails). */
  accounts: (id: number) => `${ex(id)}/calendar-accounts`,
  /** DELETE: its events leave Provana (never the server), and the stored password with them. */
  account: (id: number, accountId: number) => `${ex(id)}/calendar-accounts/${accountId}`,
  /** PUT { shown, writeCalendarId }: the calendars shown and the one written to. */
  calendars: (id: number, accountId: number) => `${ex(id)}/calendar-accounts/${accountId}/calendars`,
  /** PUT { password }: "needs your password again". */
  password: (id: number, accountId: number) => `${ex(id)}/calendar-accounts/${accountId}/password`,
  /** POST: sync now ("Refresh"). */
  refresh: (id: number, accountId: number) => `${ex(id)}/calendar-accounts/${accountId}/refresh`,
};

/** An email address (its domain is asked) or an https:// server address (http:// only where loopback is allowed). */
export const AccountAddressSchema = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(500, 'must be at most 500 characters')
  .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) || /^https?:\/\/[^/\s]/i.test(v), 'must be an email address or an https:// server address');

export const ConnectCalendarAccountBodySchema = z.object({ address: AccountAddressSchema, username: requiredText(200), password: requiredText(500) }).strict();
export type ConnectCalendarAccountBody = z.input<typeof ConnectCalendarAccountBodySchema>;

export const UpdateAccountPasswordBodySchema = z.object({ password: requiredText(500) }).strict();
export type UpdateAccountPasswordBody = z.input<typeof UpdateAccountPasswordBodySchema>;

export const UpdateAccountCalendarsBodySchema = z
  .object({ shown: z.array(z.number().int().positive()).max(100), writeCalendarId: z.number().int().positive().nullable() })
  .strict();
export type UpdateAccountCalendarsBody = z.input<typeof UpdateAccountCalendarsBodySchema>;

export const CalendarAccountIdParamsSchema = z.object({ accountId: IdParamSchema });

export const AccountCalendarSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  colour: z.string(),
  writable: z.boolean(),
  shown: z.boolean(),
  /** The one calendar of the workspace Provana writes its events and applied blocks to. */
  writes: z.boolean(),
});
export type AccountCalendar = z.infer<typeof AccountCalendarSchema>;

/** 'ok'; 'unreachable' (the last events stay, retried with backoff); 'needs_password' (refused: waits for the password again). */
export const AccountStatusSchema = z.enum(['ok', 'unreachable', 'needs_password']);
export type AccountStatus = z.infer<typeof AccountStatusSchema>;

export const CalendarAccountSchema = z.object({
  id: z.number().int(),
  provider: z.literal('caldav'),
  /** What the person entered: an email address or a server address. */
  label: z.string(),
  username: z.string(),
  status: AccountStatusSchema,
  /** Why the last sync failed, in words. */
  lastError: z.string().nullable(),
  /** ISO instant of the last sync that reached the server: the events are "as of" it. */
  lastSyncedAt: z.string().nullable(),
  createdAt: z.string(),
  calendars: z.array(AccountCalendarSchema),
});
export type CalendarAccount = z.infer<typeof CalendarAccountSchema>;
