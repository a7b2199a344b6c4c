// Renders a module exposed by a remote: lazy-loaded in Suspense, behind an error boundary, with retry.
import { type ComponentType, type ReactNode, Suspense, lazy, useCallback, useState } from 'react';
import type { RemoteModuleRef } from '../lib/sections';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteLoadError } from './remote-load-error';
import { loadRemoteDefault, refreshRemoteRegistry } from './remote-runtime';

/**
 * React.lazy caches a rejected promise for good, so every attempt gets a lazy component of its own.
 * A retry reads the registry again first: the remote may have been rolled back or moved meanwhile.
 */
function lazyRemote<P extends object>(source: RemoteModuleRef, isRetry = false) {
  return lazy(async () => {
    try {
      if (isRetry) await refreshRemoteRegistry();
      return { default: await loadRemoteDefault<ComponentType<P>>(source) };
    } catch (cause) {
      const error = new RemoteLoadError(source, cause);
      // The area shows a short message; the console keeps the runtime's reason for whoever debugs it.
      console.error(error.message, cause);
      throw error;
    }
  });
}

type Props<P extends object> = {
  source: RemoteModuleRef;
  props: P;
  loading: ReactNode;
  renderError: (error: Error, retry: () => void) => ReactNode;
};

export function RemoteComponent<P extends object>({ source, props, loading, renderError }: Props<P>) {
  const [attempt, setAttempt] = useState(() => ({ n: 0, Lazy: lazyRemote<P>(source) }));
  const retry = useCallback(() => {
    setAttempt((prev) => ({ n: prev.n + 1, Lazy: lazyRemote<P>(source, true) }));
  }, [source]);
  const { Lazy } = attempt;
  return (
    <RemoteErrorBoundary key={attempt.n} remote={source.remote} renderError={(error) => renderError(error, retry)}>
      <Suspense fallback={loading}>
        <Lazy {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
