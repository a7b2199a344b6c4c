// Where the installed dependencies really are, resolved the way the build resolves them: the tests
// of the build workarounds read these files, because each workaround relies on one of them.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const federationSrc = path.resolve(import.meta.dirname, '../../src');

const require = createRequire(import.meta.url);

interface SyncResolver {
  resolveSync(context: object, fromDir: string, request: string): string | false;
}
interface EnhancedResolve {
  ResolverFactory: { createResolver(options: Record<string, unknown>): SyncResolver };
  CachedInputFileSystem: new (fs: unknown, duration: number) => unknown;
}
// webpack's own resolver (a dependency of webpack, so found from webpack's folder under pnpm).
const enhancedResolve = createRequire(require.resolve('webpack'))('enhanced-resolve') as EnhancedResolve;
const nodeFs: unknown = require('node:fs');

/** webpack 5's defaults for `target: 'web'` in production, for an `import` statement. */
const webResolver = enhancedResolve.ResolverFactory.createResolver({
  fileSystem: new enhancedResolve.CachedInputFileSystem(nodeFs, 4000),
  useSyncFileSystemCalls: true,
  conditionNames: ['webpack', 'production', 'browser', 'import', 'module'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
});

/** The file webpack picks for `import request` in a module of `fromDir` (a folder of this repo). */
export function resolveForWeb(fromDir: string, request: string): string {
  const resolved = webResolver.resolveSync({}, path.resolve(repoRoot, fromDir), request);
  if (!resolved) throw new Error(`'${request}' does not resolve from ${fromDir}: is it still installed there?`);
  return resolved;
}

/** A file's text; fails naming the dependency and what to check when it is gone. */
export function readInstalled(file: string, dependency: string): string {
  if (!existsSync(file)) {
    throw new Error(`${dependency}: ${file} is gone. The build helper relies on it; check the package's new layout and the workaround.`);
  }
  return readFileSync(file, 'utf8');
}
