// Async boundary: shared singletons are negotiated before any app code runs. If that or the
// bootstrap chunk fails, there is no React to show an error: a plain-DOM screen with Reload.
// The session check starts here, while the app's code downloads: the first screen waits on its answer.
import { startEarlyRequest } from '@provana/api-client/early-request';
import { authPaths } from '@provana/contracts/paths/auth';
import { loadTimeZoneData } from '@provana/dates/time-zone-data';
import { failStartup } from './errors/startup-error';

startEarlyRequest(authPaths.me);

import(/* webpackChunkName: "bootstrap" */ './bootstrap').catch(failStartup);
// In a task of its own while the bootstrap and the shared packages download: the layout's first
// render formats a date.
setTimeout(loadTimeZoneData, 0);
