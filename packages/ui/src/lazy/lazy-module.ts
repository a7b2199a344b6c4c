// A dynamically imported module, loaded once, as a thenable React's `use` can read: once the
// import has settled, `use` returns it synchronously (React reads `status`/`value` on the
// thenable), so parts rendered after the first one never suspend again.

export type ModuleThenable<T> = Promise<T> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
};

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
        },
      );
      thenable = started;
    }
    return thenable;
  };
}
