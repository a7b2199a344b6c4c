// Recorded audio, stored in the database (BLOB on SQLite, bytea on PostgreSQL) and read by byte range.
import { sql, type Kysely } from 'kysely';
import type { Conn } from '../conn';
import type { Schema } from '../../schema';
import { lockRow } from '../../dialect/lock-row';

export interface AudioInfo {
  content_type: string;
  size: number;
}

export interface NewAudio {
  executiveId: number;
  recordingId: number;
  contentType: string;
  data: Buffer;
  uploadedAt: string;
}

export function voiceAudioRepository(conn: Conn) {
  const { db } = conn;
  /** Bytes of audio the executive stores, leaving out one recording (the one being replaced). */
  const usedBytes = async (over: Kysely<Schema>, executiveId: number, exceptRecordingId: number): Promise<number> => {
    const row = await over
      .selectFrom('voice_audio as a')
      .innerJoin('voice_recordings as r', 'r.id', 'a.recording_id')
      .select(sql<number>`COALESCE(SUM(a.size), 0)`.as('total'))
      .where('r.executive_id', '=', executiveId)
      .where('a.recording_id', '<>', exceptRecordingId)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  };
  const inTransaction = <T>(fn: (trx: Kysely<Schema>) => Promise<T>): Promise<T> => (db.isTransaction ? fn(db) : db.transaction().execute(fn));

  return {
    usedBytes: (executiveId: number, exceptRecordingId = 0) => usedBytes(db, executiveId, exceptRecordingId),
    /**
     * Stores (or replaces) a recording's audio unless the executive's audio would then pass `quota`
     * bytes; false, storing nothing, when it would. Check and write are one step for every process:
     * the executive's row is locked first, so concurrent uploads take turns and the second one counts
     * the first one's bytes.
     */
    saveWithinQuota: (audio: NewAudio, quota: number): Promise<boolean> =>
      inTransaction(async (trx) => {
        await lockRow({ ...conn, db: trx }, 'executives', audio.executiveId);
        if ((await usedBytes(trx, audio.executiveId, audio.recordingId)) + audio.data.length > quota) return false;
        const values = { content_type: audio.contentType, size: audio.data.length, data: audio.data, uploaded_at: audio.uploadedAt };
        await trx
          .insertInto('voice_audio')
          .values({ recording_id: audio.recordingId, ...values })
          .onConflict((oc) =>
            oc.column('recording_id').doUpdateSet((eb) => ({
              content_type: eb.ref('excluded.content_type'),
              size: eb.ref('excluded.size'),
              data: eb.ref('excluded.data'),
              uploaded_at: eb.ref('excluded.uploaded_at'),
            })),
          )
          .execute();
        return true;
      }),
    info: (recordingId: number): Promise<AudioInfo | undefined> =>
      db.selectFrom('voice_audio').select(['content_type', 'size']).where('recording_id', '=', recordingId).executeTakeFirst(),
    /** Bytes [start, end] inclusive. substr() on a BLOB / bytea counts bytes (1-based) on both, so a Range reads only what it needs. */
    read: async (recordingId: number, start: number, end: number): Promise<Buffer> => {
      const row = await db
        .selectFrom('voice_audio')
        .select(sql<Buffer | Uint8Array>`substr(data, ${start + 1}, ${end - start + 1})`.as('chunk'))
        .where('recording_id', '=', recordingId)
        .executeTakeFirst();
      return row ? Buffer.from(row.chunk) : Buffer.alloc(0);
    },
  };
}
