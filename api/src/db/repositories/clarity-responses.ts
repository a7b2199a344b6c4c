import type Database from 'better-sqlite3';
import { legacySqlite, type Conn } from './conn';
import type { ClarityAction } from '@provana/contracts';

export interface NewClarityResponse {
  executiveId: number;
  transcript: string;
  promptType: string;
  response: string;
  linkedAction: ClarityAction;
  createdPriorityId: number | null;
  createdCalendarEventId: number | null;
  createdAt: string;
}

export function clarityResponsesRepository(conn: Conn) {
  const db = legacySqlite(conn);
  const insert = db.prepare(
    `INSERT INTO clarity_responses (executive_id, transcript, prompt_type, response, linked_action, created_priority_id, created_calendar_event_id, created_at)
     VALUES (@executiveId, @transcript, @promptType, @response, @linkedAction, @createdPriorityId, @createdCalendarEventId, @createdAt)`,
  );
  return { create: (r: NewClarityResponse) => Number(insert.run(r).lastInsertRowid) };
}
