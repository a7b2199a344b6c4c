// Async boundary: shared singletons are negotiated before any app code runs. If that or the
// bootstrap chunk fails, there is no React to show an error: a plain-DOM screen with Reload.
import { showStartupError } from './errors/startup-error';

import('./bootstrap').catch((error: unknown) => {
  console.error('PROVANA could not start', error);
  showStartupError(error);
});
