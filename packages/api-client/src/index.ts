export * from './app-api';
export { createProvanaApi, type ProvanaApi, type ProvanaApiOptions } from './create-provana-api';
export { createAppStore, type AppStore, type RootState, type AppDispatch } from './store';
export { apiErrorDetail, formatApiError, isServiceUnavailable } from './error-format';
export {
  useSessionUser,
  useExecutiveId,
  useTimeZone,
  useActiveWorkspace,
  useWorkspaceRole,
  useCanWrite,
  useMayMarkPrivate,
  useWorkspaceEndedNotice,
  timeZoneOf,
  type SessionState,
} from './session';
export { accessEndedMessage, endedNoticeShown, type ActiveWorkspace } from './workspace/active-workspace';
export { switchWorkspace } from './workspace/switch-workspace';
export { tagTypes, type TagType } from './tags';
export type { CompletePriorityArgs } from './priorities/priority-edits';
export type { DirectReportArgs } from './team/team-list-endpoint';
export { skipToken } from './skip-token';
export { StoreProvider, useDispatch } from './store-provider';
export { useAppDispatch } from './app-dispatch';
