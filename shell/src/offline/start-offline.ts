// What the installed app adds to the page: the service worker (registered after the load event), and
// the "as of" of the offline note.
import type { AppStore } from '@provana/api-client';
import { notify } from '@provana/ui';
import { trackLastSync } from './last-sync';
import { registerServiceWorker } from './service-worker-registration';
import { warmWorkerCaches } from './warm-worker-caches';

export function startOffline(store: AppStore): void {
  trackLastSync(store);
  registerServiceWorker({
    onUpdated: () => notify({ title: 'Updated', description: 'Provana is on its newest version.', type: 'info' }),
    onFirstControl: warmWorkerCaches,
  });
}
