// Due reminders: polled while the dashboard is open, marked read when the bell opens.
// Neither touches the bell's cache: the bell refreshes when it closes, so its open list stays put.
import type { DueRemindersResponse, MarkRemindersReadBody } from '@provana/contracts';
import { reminderPaths } from '@provana/contracts/paths/reminders';
import type { ProvanaApi } from '../create-provana-api';
import { requestBody } from '../request-body';

export interface DueRemindersArgs {
  executiveId: number;
  /** An ISO instant: only reminders due after it (the server keeps at most a week). */
  since?: string;
}

export function injectReminderEndpoints(api: ProvanaApi) {
  return api.injectEndpoints({
    endpoints: (build) => ({
      getDueReminders: build.query<DueRemindersResponse, DueRemindersArgs>({
        query: ({ executiveId, since }) => ({ url: reminderPaths.remindersDue(executiveId), params: since ? { since } : {} }),
      }),
      markRemindersRead: build.mutation<{ success: true }, { executiveId: number } & MarkRemindersReadBody>({
        query: ({ executiveId, keys }) => ({
          url: reminderPaths.remindersRead(executiveId),
          method: 'POST',
          body: requestBody<MarkRemindersReadBody>({ keys }),
        }),
      }),
    }),
  });
}
