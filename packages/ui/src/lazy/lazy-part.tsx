// A part of a screen whose code loads on first use (a form, a dialog): when its code cannot load
// (offline and never fetched, or the server unreachable), it fails in its own place, in words, with
// Retry, and what is already on screen stays. The first screen carries only this declaration: the
// boundary, the words and the retry (part-boundary.tsx) load with the first part that opens, from a
// chunk of this package the service worker precaches. Nothing of it renders until a part opens.
// A part whose props have a boolean `open` is a dialog: its failure floats over the page while it is
// open, and Close calls its `onClose` (or `onOpenChange(false)`).
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';

export interface LazyPartOptions<P> {
  /** Shown while the code loads (nothing by default). */
  loading?: ReactNode;
  /** The way out of a part that is not a dialog (a form's Cancel), offered beside Retry. */
  close?: (props: P) => () => void;
}

export type LazyPart<P> = (props: P) => ReactNode;

/** One lazily loaded part, as its boundary reads it. */
export interface PartSpec<P> {
  load: () => Promise<{ default: ComponentType<P> }>;
  /** What the part does, as it reads after "You're offline: ": 'adding a note', 'the print preview'. */
  does: string;
  options: LazyPartOptions<P>;
}

type PropsOf<C> = C extends ComponentType<infer P extends object> ? P : never;

const Boundary = lazy(() => import('./part-boundary'));

/**
 * `React.lazy` for a part opened on use: `load` resolves to `{ default: Component }` like React.lazy's;
 * `does` names what the part does, for the words its failure says ('adding a note').
 */
export function lazyPart<C extends ComponentType<never>>(
  load: () => Promise<{ default: C }>,
  does: string,
  options: LazyPartOptions<PropsOf<C>> = {},
): LazyPart<PropsOf<C>> {
  const spec = { load, does, options } as unknown as PartSpec<object>;
  // A function component: React 19 passes `ref` to it as a prop, which reaches the part.
  return (props) => (
    <Suspense fallback={options.loading}>
      <Boundary spec={spec} part={props} />
    </Suspense>
  );
}
