// '@provana/api-client/reminders': due reminders, injected into the one API slice when the reminder
// watcher loads after the dashboard's first screen, so the first load does not carry them.
import { api } from '@provana/api-client';
import { injectReminderEndpoints } from './reminder-endpoints';

export const reminderApi = injectReminderEndpoints(api);
export const { useGetDueRemindersQuery, useMarkRemindersReadMutation } = reminderApi;
export type { DueRemindersArgs } from './reminder-endpoints';
