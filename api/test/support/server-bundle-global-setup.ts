// Vitest global setup of the projects that start the real server in its own process: the API is built
// once (api/build.mjs, the production build `npm start` runs) instead of each process loading the
// sources through tsx. Each start then costs well under half the CPU (api/bench/start-until-ready.sh
// times both), and the suites exercise the file that is deployed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { API_ROOT, SERVER_BUNDLE } from './server-bundle';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build of the server, fresh from this run's sources. */
    serverBundle: string;
  }
}

// Both process projects run this setup in Vitest's main process, each with its own copy of this
// module: the mark that the build is done lives on globalThis, so it is made once per run.
const shared = globalThis as typeof globalThis & { provanaServerBundleBuilt?: boolean };

export default function setup(project: TestProject) {
  if (!shared.provanaServerBundleBuilt) {
    execFileSync(process.execPath, [path.join(API_ROOT, 'build.mjs')], { cwd: API_ROOT, stdio: 'inherit' });
    shared.provanaServerBundleBuilt = true;
  }
  project.provide('serverBundle', SERVER_BUNDLE);
}
