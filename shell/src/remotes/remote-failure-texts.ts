// What a remote's dialog or page (loaded on use) says when the remote could not load: offline, that
// it needs a connection; otherwise what remote-load-error.ts says. Sections keep those words: this
// module stays off the dashboard's first screen.
import { RemoteLoadError, remoteFailureMessage, remoteFailureTitle } from './remote-load-error';

export function remoteFailureTexts(title: string, error: Error, online = navigator.onLine): { title: string; message: string } {
  if (error instanceof RemoteLoadError && !online) return { title: "You're offline", message: `${title} needs a connection.` };
  return { title: remoteFailureTitle(error), message: remoteFailureMessage(title, error) };
}
