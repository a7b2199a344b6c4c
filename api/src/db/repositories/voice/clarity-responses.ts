// The answers an executive gave to clarity prompts, with what each created.
import type { ClarityAction } from '@provana/contracts';
import type { Conn } from '../conn';

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

export function clarityResponsesRepository({ db }: Conn) {
  return {
    create: async (r: NewClarityResponse): Promise<number> => {
      const row = await db
        .insertInto('clarity_responses')
        .values({
          executive_id: r.executiveId,
          transcript: r.transcript,
          prompt_type: r.promptType,
          response: r.response,
          linked_action: r.linkedAction,
          created_priority_id: r.createdPriorityId,
          created_calendar_event_id: r.createdCalendarEventId,
          created_at: r.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
