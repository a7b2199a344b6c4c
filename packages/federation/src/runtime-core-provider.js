// Entry of dist/federation-runtime-core.js (see federation-runtime.ts): a production remote's
// standalone page has no shell, so this publishes the federation runtime core on the global
// its externalRuntime build reads, before the page's main.js runs. The global's name is fixed by
// @module-federation/enhanced and the inject plugin: test/runtime-core.test.ts checks both still use it.
import * as runtimeCore from 'federation-runtime-core-esm';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
