// A dynamically imported module, loaded once, as a thenable React's `use` can read: once the
// import has settled, `use` returns it synchronously (React reads `status`/`value` on the
// thenable), so parts rendered after the first one never suspend again. A failed load stays failed
// (a render would otherwise start it again at once, offline in a loop) until a Retry forgets it.

export type ModuleThenable<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

const forgetters = new Set<() => void>();

/** The next use of each module whose load failed loads it again (a lazy part's Retry). */
export function forgetFailedModules(): void {
  for (const forget of forgetters) forget();
  forgetters.clear();
}

export function lazyModule<T>(load: () => Promise<T>): () => ModuleThenable<T> {
  let thenable: ModuleThenable<T> | undefined;
  return () => {
    if (!thenable) {
      const started: ModuleThenable<T> = load();
      started.status = 'pending';
      started.then(
        (value) => {
          started.status = 'fulfilled';
          started.value = value;
        },
        (reason: unknown) => {
          started.status = 'rejected';
          started.reason = reason;
          forgetters.add(() => (thenable = undefined));
        },
      );
      thenable = started;
    }
    return thenable;
  };
}
