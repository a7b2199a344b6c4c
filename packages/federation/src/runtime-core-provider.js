// Entry of dist/federation-runtime-core.js (see federation-runtime.ts): a production remote's
// standalone page has no shell, so this publishes the federation runtime core on the global
// its externalRuntime build reads, before the page's main.js runs.
import * as runtimeCore from 'federation-runtime-core-esm';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
