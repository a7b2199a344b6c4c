// One part of a compound Chakra component (Tabs.Root, Tabs.List...) whose implementation loads on
// first render. Root parts carry their own Suspense boundary (rendering nothing meanwhile), so the
// rest of the screen never waits; inner parts render inside an already loaded root and read the
// settled module synchronously. Props (ref included, React 19) pass through unchanged.
import { Suspense, use, type ComponentType } from 'react';
import type { ModuleThenable } from './lazy-module';

export function chakraPart<M, P extends object>(
  getModule: () => ModuleThenable<M>,
  pick: (module: M) => ComponentType<P>,
  options: { root: boolean },
): ComponentType<P> {
  function Part(props: P) {
    // The thenable is a real Promise; React reads the status fields lazyModule sets on it.
    const Component = pick(use(getModule() as Promise<M>));
    return <Component {...props} />;
  }
  if (!options.root) return Part;
  return function RootPart(props: P) {
    return (
      <Suspense fallback={null}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** `part(pick, root?)` for one lazily loaded module: each compound part typed exactly as the picked one. */
export function partsOf<M>(getModule: () => ModuleThenable<M>) {
  return function part<C>(pick: (module: M) => C, root = false): C {
    return chakraPart(getModule, pick as unknown as (module: M) => ComponentType<object>, { root }) as C;
  };
}
