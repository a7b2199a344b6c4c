import type { RemoteModuleRef } from '../lib/sections';

/** A failure to fetch a remote module (as opposed to the module throwing while it renders). */
export class RemoteLoadError extends Error {
  constructor(
    readonly source: RemoteModuleRef,
    override readonly cause: unknown,
  ) {
    super(`Could not load ${source.remote}/${source.module}: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteLoadError';
  }
}

/** What an area says when its remote failed: load failures name the unavailable service. */
export function remoteFailureMessage(title: string, error: Error): string {
  return error instanceof RemoteLoadError
    ? `${title} is unavailable: its service could not be reached. Please try again in a moment.`
    : `${title} ran into a problem and could not be displayed.`;
}

/** The heading above that message. */
export function remoteFailureTitle(error: Error): string {
  return error instanceof RemoteLoadError ? 'Service unavailable' : 'Something went wrong';
}
