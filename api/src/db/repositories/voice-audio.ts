import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';

export interface AudioInfo {
  content_type: string;
  size: number;
}

export function voiceAudioRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const upsert = db.prepare(
    `INSERT INTO voice_audio (recording_id, content_type, size, data, uploaded_at) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (recording_id) DO UPDATE SET content_type = excluded.content_type, size = excluded.size, data = excluded.data, uploaded_at = excluded.uploaded_at`,
  );
  const info = db.prepare<[number], AudioInfo>('SELECT content_type, size FROM voice_audio WHERE recording_id = ?');
  // substr() on a BLOB works in bytes (1-based), so a Range reads only the bytes it needs.
  const slice = db.prepare<[number, number, number], { chunk: Buffer }>('SELECT substr(data, ?, ?) AS chunk FROM voice_audio WHERE recording_id = ?');
  const used = db.prepare<[number, number], { total: number }>(
    `SELECT COALESCE(SUM(a.size), 0) AS total FROM voice_audio a JOIN voice_recordings r ON r.id = a.recording_id
     WHERE r.executive_id = ? AND a.recording_id <> ?`,
  );
  return {
    /** Bytes of audio the executive stores, leaving out one recording (the one being replaced). */
    usedBytes: (executiveId: number, exceptRecordingId = 0) => used.get(executiveId, exceptRecordingId)?.total ?? 0,
    save: (recordingId: number, contentType: string, data: Buffer, uploadedAt: string) => {
      upsert.run(recordingId, contentType, data.length, data, uploadedAt);
    },
    info: (recordingId: number) => info.get(recordingId),
    /** Bytes [start, end] inclusive. */
    read: (recordingId: number, start: number, end: number): Buffer => {
      const row = slice.get(start + 1, end - start + 1, recordingId);
      return row ? Buffer.from(row.chunk) : Buffer.alloc(0);
    },
  };
}
