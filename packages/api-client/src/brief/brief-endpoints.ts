import type { DailyBrief, NotificationsResponse } from '@provana/contracts';
import { briefPaths } from '@provana/contracts/paths/brief';
import type { Builder } from '../builder';

export const briefEndpoints = (build: Builder) => ({
  getDailyBrief: build.query<DailyBrief, number>({
    query: (executiveId) => briefPaths.dailyBrief(executiveId),
    providesTags: (_result, _error, executiveId) => [{ type: 'DailyBrief', id: executiveId }],
  }),
  getNotifications: build.query<NotificationsResponse, number>({
    query: (executiveId) => briefPaths.notifications(executiveId),
    providesTags: (_result, _error, executiveId) => [{ type: 'Notifications', id: executiveId }],
  }),
});
