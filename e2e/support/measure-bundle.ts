// Measures the JavaScript of a COLD load of a dashboard page: signs in with the given account,
// opens a fresh browser context holding only the session cookie (empty cache, empty storage),
// records every JavaScript response, gzips each body at level 9 and groups the sizes by package.
// Used by scripts/bench-bundle.mjs and by e2e/bundle-budget.spec.ts.
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import {
  createAttributor,
  duplicatedSingletons,
  runtimeChunkIndex,
  type RuntimeShare,
  type Attribution,
  type ContainerSource,
  type FederationManifest,
} from './bundle-attribution';

export interface MeasureOptions {
  baseURL: string;
  email: string;
  password: string;
  /** Page to load cold. */
  path?: string;
  /** Resolves when the page is fully rendered. */
  ready?: (page: Page) => Promise<void>;
}

export interface ScriptRecord extends Attribution {
  url: string;
  bytes: number;
  gzipBytes: number;
}

export interface GroupTotal {
  group: string;
  files: number;
  bytes: number;
  gzipBytes: number;
}

export interface BundleReport {
  path: string;
  scripts: ScriptRecord[];
  groups: GroupTotal[];
  total: { files: number; bytes: number; gzipBytes: number };
  /** Shared groups whose files came from more than one container. */
  duplicated: { group: string; containers: string[] }[];
  /** Shared packages the federation runtime has more than one loaded copy of. */
  runtimeDuplicates: { name: string; copies: string[] }[];
  /** Shared packages the federation runtime has loaded (so an empty duplicate list means something). */
  loadedShares: string[];
  /** Containers measured without a manifest (their shared chunks count as their code). */
  withoutManifest: string[];
}

async function fetchJson<T>(url: string): Promise<T | undefined> {
  try {
    const response = await fetch(url);
    if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return undefined;
    return (await response.json()) as T;
  } catch {
    return undefined;
  }
}

/** The containers of this deployment: the shell at the origin, each remote from /remotes.json. */
async function discoverContainers(baseURL: string): Promise<ContainerSource[]> {
  const origin = new URL(baseURL).origin;
  const sources: ContainerSource[] = [
    {
      name: 'shell',
      baseUrl: `${origin}/`,
      manifest: await fetchJson<FederationManifest>(`${origin}/mf-manifest.json`),
      entryPattern: /^main(\.[0-9a-f]+)?\.js$/,
    },
  ];
  const registry = (await fetchJson<Record<string, string>>(`${origin}/remotes.json`)) ?? {};
  for (const [name, entryUrl] of Object.entries(registry)) {
    const absolute = new URL(entryUrl, `${origin}/`).href;
    const baseUrl = absolute.slice(0, absolute.lastIndexOf('/') + 1);
    sources.push({
      name,
      baseUrl,
      // Beside every remoteEntry.js (packages/federation's manifest plugin).
      manifest: await fetchJson<FederationManifest>(`${baseUrl}mf-manifest.json`),
      entryPattern: /^remoteEntry(\.[0-9a-f]+)?\.js$/,
    });
  }
  return sources;
}

interface LoadedShare extends RuntimeShare {
  version: string;
}

/**
 * The loaded entries of the shell's share scopes. webpack keeps them on its require function
 * (`__webpack_require__.S`), not on a global: a chunk pushed onto the shell's JSONP array may carry a
 * runtime callback, which webpack calls with that function. Test code only; the page is unchanged.
 */
async function readLoadedShares(page: Page): Promise<LoadedShare[]> {
  return page.evaluate(() => {
    type ShareInfo = { from?: string; loaded?: unknown; get?: unknown };
    type ShareScopes = Record<string, Record<string, Record<string, ShareInfo>>>;
    type JsonpArray = { push(chunk: [string[], Record<string, never>, (require: { S?: ShareScopes }) => void]): void };
    let scopes: ShareScopes = {};
    const jsonp = (globalThis as unknown as { webpackChunkshell?: JsonpArray }).webpackChunkshell;
    jsonp?.push([['share-scope-probe'], {}, (require) => void (scopes = require.S ?? {})]);
    const loaded: LoadedShare[] = [];
    for (const packages of Object.values(scopes)) {
      for (const [name, versions] of Object.entries(packages)) {
        for (const [version, info] of Object.entries(versions)) {
          if (!info.loaded) continue;
          loaded.push({ name, version, from: info.from ?? '?', factorySource: String(info.get ?? '') });
        }
      }
    }
    return loaded;
  });
}

/** More than one loaded copy (container or version) of a shared package is a duplicate. */
function runtimeDuplicates(shares: readonly LoadedShare[]): { name: string; copies: string[] }[] {
  const copies = new Map<string, Set<string>>();
  for (const share of shares) {
    const set = copies.get(share.name) ?? new Set<string>();
    set.add(`${share.from}@${share.version}`);
    copies.set(share.name, set);
  }
  return [...copies.entries()].filter(([, set]) => set.size > 1).map(([name, set]) => ({ name, copies: [...set] }));
}

function isJavaScript(contentType: string, url: string): boolean {
  return /javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(url);
}

export async function measureColdLoad(browser: Browser, options: MeasureOptions): Promise<BundleReport> {
  const path = options.path ?? '/dashboard/daily-brief';
  // Sign in through the API from a browser context, keep only its cookies.
  const signIn = await browser.newContext({ baseURL: options.baseURL });
  const login = await signIn.request.post('/api/auth/login', { data: { email: options.email, password: options.password, rememberMe: true } });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  const cookies = await signIn.cookies();
  await signIn.close();

  const containers = await discoverContainers(options.baseURL);
  const context = await browser.newContext({ baseURL: options.baseURL, storageState: { cookies, origins: [] } });
  const page = await context.newPage();
  const pending: Promise<{ url: string; bytes: number; gzipBytes: number } | undefined>[] = [];
  page.on('response', (response) => {
    const url = response.url();
    if (!isJavaScript(response.headers()['content-type'] ?? '', url)) return;
    pending.push(
      response.body().then(
        (body) => ({ url, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length }),
        () => undefined,
      ),
    );
  });
  await page.goto(path);
  if (options.ready) await options.ready(page);
  await page.waitForLoadState('networkidle');
  const shares = await readLoadedShares(page);
  const responses = (await Promise.all(pending)).filter((r) => r !== undefined);
  await context.close();

  // Attribute once the page has told which shared package each of its chunks holds.
  const chunkIndex = runtimeChunkIndex(shares);
  const attribute = createAttributor(containers.map((c) => ({ ...c, sharedChunks: chunkIndex.get(c.name) })));
  const scripts: ScriptRecord[] = responses.map((r) => ({ ...r, ...attribute(r.url) }));

  return {
    path,
    scripts,
    groups: groupTotals(scripts),
    total: {
      files: scripts.length,
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    },
    duplicated: duplicatedSingletons(scripts),
    runtimeDuplicates: runtimeDuplicates(shares),
    loadedShares: [...new Set(shares.map((share) => share.name))].sort(),
    withoutManifest: containers.filter((c) => !c.manifest && scripts.some((s) => s.container === c.name)).map((c) => c.name),
  };
}

function groupTotals(scripts: readonly ScriptRecord[]): GroupTotal[] {
  const totals = new Map<string, GroupTotal>();
  for (const script of scripts) {
    const total = totals.get(script.group) ?? { group: script.group, files: 0, bytes: 0, gzipBytes: 0 };
    total.files += 1;
    total.bytes += script.bytes;
    total.gzipBytes += script.gzipBytes;
    totals.set(script.group, total);
  }
  return [...totals.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);

/** A plain-text table of the report, for the benchmark's output and failing test messages. */
export function formatReport(report: BundleReport): string {
  const lines = [
    `Cold load of ${report.path}: JavaScript, gzip level 9 of each response body (KB = 1024 bytes)`,
    `${'group'.padEnd(52)} files   minified    gzipped`,
    ...report.groups.map((g) => `${g.group.padEnd(52)} ${String(g.files).padStart(5)} ${kb(g.bytes)} KB ${kb(g.gzipBytes)} KB`),
    `${'TOTAL'.padEnd(52)} ${String(report.total.files).padStart(5)} ${kb(report.total.bytes)} KB ${kb(report.total.gzipBytes)} KB`,
  ];
  if (report.withoutManifest.length > 0)
    lines.push(`(no mf-manifest.json for ${report.withoutManifest.join(', ')}: its shared chunks are named from the runtime's share factories)`);
  lines.push('(a chunk holding code of several shared packages is listed under all of them, joined by +)');
  lines.push(
    report.duplicated.length === 0 && report.runtimeDuplicates.length === 0
      ? 'Shared singletons: each downloaded once.'
      : `DUPLICATED singletons: ${JSON.stringify({ files: report.duplicated, runtime: report.runtimeDuplicates })}`,
  );
  return lines.join('\n');
}
