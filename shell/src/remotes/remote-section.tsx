// A dashboard area rendered by a remote module, with loading and "service unavailable" states.
import { ErrorState, LoadingState } from '@provana/ui';
import type { RemoteModuleRef } from '../routes/sections';
import { RemoteComponent, RemoteLoadError } from './remote-component';

/** What the area says when its remote failed: load failures name the unavailable service. */
export function remoteFailureMessage(title: string, error: Error): string {
  return error instanceof RemoteLoadError
    ? `${title} is unavailable: its service could not be reached. Please try again in a moment.`
    : `${title} ran into a problem and could not be displayed.`;
}

const noProps = {};

export function RemoteSection({ source, title }: { source: RemoteModuleRef; title: string }) {
  return (
    <RemoteComponent
      source={source}
      props={noProps}
      loading={<LoadingState label={`Loading ${title}...`} />}
      renderError={(error, retry) => <ErrorState message={remoteFailureMessage(title, error)} onRetry={retry} />}
    />
  );
}
