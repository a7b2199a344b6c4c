// Builds the API for production: one ESM file, api/dist/server.mjs, that node runs without a
// TypeScript loader. The workspace packages (@provana/contracts) are bundled in; every npm
// dependency stays in node_modules (better-sqlite3 is a native addon, pino loads its own files).
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const fromNpm = Object.entries(pkg.dependencies)
  .filter(([, version]) => !String(version).startsWith('workspace:'))
  .map(([name]) => name);

await build({
  entryPoints: [new URL('./src/server.ts', import.meta.url).pathname],
  outfile: new URL('./dist/server.mjs', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: fromNpm,
  sourcemap: true,
  logLevel: 'warning',
});
