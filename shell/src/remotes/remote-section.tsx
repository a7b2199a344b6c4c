// A dashboard area rendered by a remote module, with loading and "service unavailable" states.
import { ErrorState, LoadingState } from '@provana/ui';
import type { RemoteModuleRef } from '../lib/sections';
import { RemoteComponent } from './remote-component';
import { remoteFailureMessage, remoteFailureTitle } from './remote-load-error';

const noProps = {};

type Props = { source: RemoteModuleRef; title: string; loadingLabel?: string };

export function RemoteSection({ source, title, loadingLabel }: Props) {
  return (
    <RemoteComponent
      source={source}
      props={noProps}
      loading={<LoadingState label={loadingLabel ?? `Loading ${title}...`} />}
      renderError={(error, retry) => <ErrorState title={remoteFailureTitle(error)} message={remoteFailureMessage(title, error)} onRetry={retry} />}
    />
  );
}
