// Deleting an account: in one transaction, every row of its workspace (audio included), its sessions
// everywhere, its executive and its user, so the email is free to sign up again. The workspace is
// cleared table by table first; the foreign keys' cascades then take any table added later
// (account-data.test.ts walks every table of the database to prove nothing of the account is left).
import { sql } from 'kysely';
import type { Repositories } from '../../db/repositories';
import { clearWorkspace } from './data-summary';

export async function deleteAccount(repos: Repositories, userId: number, executiveId: number): Promise<void> {
  await repos.transaction(async ({ conn }) => {
    await clearWorkspace(conn, executiveId);
    await sql`DELETE FROM calendar_feeds WHERE executive_id = ${executiveId}`.execute(conn.db);
    await conn.db.deleteFrom('sessions').where('user_id', '=', userId).execute();
    await conn.db.deleteFrom('executives').where('id', '=', executiveId).execute();
    await conn.db.deleteFrom('users').where('id', '=', userId).execute();
  });
}
