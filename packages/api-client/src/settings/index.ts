// '@provana/api-client/settings': the settings dialog's endpoint (the executive's time zone),
// injected into the one API slice when the lazily loaded dialog first opens, so the dashboard's first
// load does not carry it. The slice is imported by package name: in a federated build that is the
// shared singleton.
import { api } from '@provana/api-client';
import { injectTimeZoneEndpoints } from './time-zone-endpoints';

export const settingsApi = injectTimeZoneEndpoints(api);

export const { useSetTimeZoneMutation } = settingsApi;
export type { SetTimeZoneArgs } from './time-zone-endpoints';
