// A remote's container: its remoteEntry.js loaded as a script (it defines a global named like the
// remote), then initialised with the shell's share scope so it uses the shell's React, store and
// design system. webpack's own container protocol: `init(shareScope)` then `get('./Module')`.

/** What webpack's container plugin puts on the global. */
export interface RemoteContainer {
  init(shareScope: unknown): Promise<void> | void;
  get(module: string): Promise<() => unknown>;
}

// Provided by webpack's ModuleFederationPlugin in every module it builds.
declare const __webpack_init_sharing__: (scope: string) => Promise<void>;
declare const __webpack_share_scopes__: Record<string, unknown>;

const SHARE_SCOPE = 'default';
const pending = new Map<string, Promise<RemoteContainer>>();

/** Registries written for the former runtime named each remote's mf-manifest.json: its entry is beside it. */
export function entryScriptUrl(url: string): string {
  return url.replace(/\/mf-manifest\.json(?=$|[?#])/, '/remoteEntry.js');
}

function containerGlobal(name: string): RemoteContainer | undefined {
  const found = (window as unknown as Record<string, unknown>)[name];
  return typeof found === 'object' && found !== null && 'get' in found ? (found as RemoteContainer) : undefined;
}

function loadScript(name: string, url: string): Promise<RemoteContainer> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset['remote'] = name;
    script.onload = () => {
      const container = containerGlobal(name);
      if (container) resolve(container);
      else reject(new Error(`${url} did not define the container ${name}`));
    };
    script.onerror = () => {
      // Removed so that a retry inserts a fresh element (the server may be back).
      script.remove();
      reject(new Error(`could not load ${url}`));
    };
    document.head.append(script);
  });
}

/** The initialised container of a remote, loaded once; a failed load is tried again on the next call. */
export function remoteContainer(name: string, url: string): Promise<RemoteContainer> {
  let loading = pending.get(name);
  if (!loading) {
    loading = (async () => {
      const container = containerGlobal(name) ?? (await loadScript(name, entryScriptUrl(url)));
      await __webpack_init_sharing__(SHARE_SCOPE);
      await container.init(__webpack_share_scopes__[SHARE_SCOPE]);
      return container;
    })();
    pending.set(name, loading);
    loading.catch(() => pending.delete(name));
  }
  return loading;
}

/** `<remote>/<module>` downloaded (the container and the module's chunks), not yet run. */
export async function fetchExposed(name: string, url: string, module: string): Promise<() => unknown> {
  return (await remoteContainer(name, url)).get(`./${module}`);
}

/** `<remote>/<module>`: the exposed module's exports. */
export async function loadExposed<T>(name: string, url: string, module: string): Promise<T> {
  return (await fetchExposed(name, url, module))() as T;
}
