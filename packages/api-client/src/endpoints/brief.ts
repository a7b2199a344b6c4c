import type { DailyBrief, NotificationsResponse } from '@provana/contracts';
import { apiPaths } from '@provana/contracts/api-paths';
import type { Builder } from '../builder';

export const briefEndpoints = (build: Builder) => ({
  getDailyBrief: build.query<DailyBrief, number>({
    query: (executiveId) => apiPaths.dailyBrief(executiveId),
    providesTags: (_result, _error, executiveId) => [{ type: 'DailyBrief', id: executiveId }],
  }),
  getNotifications: build.query<NotificationsResponse, number>({
    query: (executiveId) => apiPaths.notifications(executiveId),
    providesTags: (_result, _error, executiveId) => [{ type: 'Notifications', id: executiveId }],
  }),
});
