import type { ScryptOptions } from 'node:crypto';
import { isKnownTimeZone } from '@provana/contracts';
import type { Repositories } from '../db/repositories';
import { ensureLeadershipModels } from '../db/seed/leadership-models';
import { markSampleRows } from '../db/seed/sample-anchor';
import { seedWorkspace } from '../db/seed/seed-workspace';
import type { Clock } from '../lib/clock';
import { nowIn, toIsoDate, toIsoDateTime } from '@provana/dates';
import { HttpError } from '../lib/http-error';
import { hashPassword } from './passwords';

export const DEMO_EMAIL = 'demo@provana.app';
export const DEMO_PASSWORD = 'demo1234';
export const DEMO_EXECUTIVE_ID = 1;

/** The spec's session-user name: the part of the email before @. */
export const nameFromEmail = (email: string) => email.split('@')[0] || 'Tester';
/** The executive's display name from the email's local part: "jane.doe" → "Jane Doe" (the demo is "Alex Morgan"). */
export const displayName = (localPart: string) =>
  localPart
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ') || 'Executive';

/**
 * Creates a user, its own executive workspace and its sample data, in one transaction.
 * The password is hashed first, outside the transaction, so the transaction stays short.
 */
export async function createAccount(
  repos: Repositories,
  clock: Clock,
  input: { email: string; password: string; executiveId?: number; executiveName?: string; timeZone?: string; passwordless?: boolean },
  scryptOptions?: ScryptOptions,
): Promise<{ userId: number; executiveId: number }> {
  const { hash, salt } = await hashPassword(input.password, scryptOptions);
  // A zone this runtime does not know (an old browser's alias) falls back to UTC rather than failing sign-up.
  const timeZone = input.timeZone && isKnownTimeZone(input.timeZone) ? input.timeZone : 'UTC';
  // The sample workspace is seeded around the executive's own today.
  const now = nowIn(timeZone, clock.now());
  await ensureLeadershipModels(repos);
  return repos.transaction(async (tx) => {
    if (await tx.users.findByEmail(input.email)) throw new HttpError(409, 'email_taken', 'An account with this email already exists', 'email');
    const name = nameFromEmail(input.email);
    const userId = await tx.users.create({
      email: input.email,
      name,
      passwordHash: hash,
      passwordSalt: salt,
      createdAt: toIsoDateTime(now),
      passwordless: input.passwordless ?? false,
    });
    const executiveName = input.executiveName ?? displayName(name);
    const seededOn = toIsoDate(now);
    const executiveId = await tx.executives.create({ id: input.executiveId ?? null, userId, name: executiveName, title: 'Executive', seededOn, timeZone });
    await seedWorkspace(tx, executiveId, now, executiveName);
    await markSampleRows(tx.conn, executiveId, seededOn);
    return { userId, executiveId };
  });
}

/**
 * Every start: the demo account owning executive 1 (created on the first start), in the configured
 * time zone. Returns whether it was created.
 */
export async function ensureDemoAccount(repos: Repositories, clock: Clock, scryptOptions?: ScryptOptions, timeZone = 'UTC'): Promise<boolean> {
  await ensureLeadershipModels(repos);
  const exists = async () => (await repos.executives.get(DEMO_EXECUTIVE_ID)) !== undefined || (await repos.users.findByEmail(DEMO_EMAIL)) !== undefined;
  if (!(await exists())) {
    const account = { email: DEMO_EMAIL, password: DEMO_PASSWORD, executiveId: DEMO_EXECUTIVE_ID, executiveName: 'Alex Morgan', timeZone };
    try {
      await createAccount(repos, clock, account, scryptOptions);
      await markDemoVerified(repos, clock);
      return true;
    } catch (error) {
      // Another API process starting at the same moment created it first.
      if (!(await exists())) throw error;
    }
  }
  if (await repos.executives.get(DEMO_EXECUTIVE_ID)) await repos.executives.setTimeZone(DEMO_EXECUTIVE_ID, timeZone);
  await markDemoVerified(repos, clock);
  return false;
}

/** The demo's address is the product's own and receives no mail: it counts as verified. */
async function markDemoVerified(repos: Repositories, clock: Clock): Promise<void> {
  const demo = await repos.users.findByEmail(DEMO_EMAIL);
  if (demo && demo.email_verified_at === null) await repos.users.markEmailVerified(demo.id, clock.now().getTime());
}
