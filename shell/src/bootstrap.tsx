// Starts the shell: the remote registry and the opening section's code are requested at once, then
// the first screen's code is evaluated in stages, each in a task of its own, so a phone's main thread
// is free in between: React, the design system's code, the design system itself (Chakra's
// createSystem: the dearest step), then the app, which renders. "eager": no chunk of their own, no extra request.
import { earlyRequestStatus } from '@provana/api-client/early-request';
import { authPaths } from '@provana/contracts/paths/auth';
import { failStartup } from './errors/startup-error';
import { prefetchRemoteModule, startRemoteRuntime } from './remotes/remote-runtime';
import { bookingPageSource, isBookingPath, sectionAtPath } from './lib/sections';
import { readKey, storageKeys } from './lib/storage-keys';

// While the session check runs: the remote registry, then the code of the section the page opens on.
void startRemoteRuntime();
// A guest's booking page needs neither the dashboard's routes nor its welcome guide.
const guestPage = isBookingPath(window.location.pathname);
const opening = sectionAtPath(window.location.pathname);
if (opening) void prefetchRemoteModule(opening.source);
else if (guestPage) void prefetchRemoteModule(bookingPageSource);
// Signed in (the session check the entry started answers 200): the dashboard's routes and layout
// download now, beside the start-up below, not once the first render asks for them. Signed out, never.
earlyRequestStatus(authPaths.me)?.then(
  (status) => status === 200 && !guestPage && void import('./routes/app-routes'),
  () => undefined,
);
// A first visit on this browser opens the welcome guide over the dashboard: its code too.
if (readKey(storageKeys.onboardingSeen) === null && !guestPage) void import('./dialogs/welcome-dialog');

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// An async function rather than top-level await: that would add webpack's async-module runtime to the
// entry chunk.
async function start(root: HTMLElement) {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  const { provanaSystem } = await import(/* webpackMode: "eager" */ '@provana/ui');
  await nextTask();
  provanaSystem();
  await nextTask();
  const { renderApp } = await import(/* webpackMode: "eager" */ './render-app');
  renderApp(root);
}

start(container).catch(failStartup);
