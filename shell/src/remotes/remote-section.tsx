// A dashboard area rendered by a remote module, with loading and "service unavailable" states.
import { ErrorState, LoadingState } from '@provana/ui';
import type { RemoteModuleRef } from '../routes/sections';
import { RemoteComponent } from './remote-component';
import { remoteFailureMessage, remoteFailureTitle } from './remote-load-error';

const noProps = {};

export function RemoteSection({ source, title }: { source: RemoteModuleRef; title: string }) {
  return (
    <RemoteComponent
      source={source}
      props={noProps}
      loading={<LoadingState label={`Loading ${title}...`} />}
      renderError={(error, retry) => <ErrorState title={remoteFailureTitle(error)} message={remoteFailureMessage(title, error)} onRetry={retry} />}
    />
  );
}
