// A feature team deploys its remote alone: a copy of the built Team remote, served from another origin,
// is published and promoted with the CLI (npm run remote); the open shell's next load runs it from that
// origin while every other section keeps its deployed copy; rollback returns the previous version; a
// build whose shared React does not fit the shell is refused and the live version keeps serving.
// No process is restarted at any point. The shell's service worker is on: a promotion and a rollback
// reach the next online load through it (it never answers remoteEntry.js or the registry from a cache
// while the network answers).
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { repoRoot, startAppServer, startRemoteServer, type RunningServer } from './support/servers';

const TOKEN = 'team-ci-operator-token';
const teamDist = path.join(repoRoot, 'mf-team', 'dist');

let app: RunningServer;
let teamOrigin: RunningServer;
let react18Origin: RunningServer;
const copies: string[] = [];

/** A copy of the Team remote's build, as a team's CI would upload it; `edit` changes its manifest. */
function copyOfTeamBuild(edit?: (manifest: { shared: { name: string; version: string; requiredVersion?: string }[] }) => void): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'provana-team-build-'));
  copies.push(dir);
  cpSync(teamDist, dir, { recursive: true });
  if (edit) {
    const file = path.join(dir, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    edit(manifest);
    writeFileSync(file, JSON.stringify(manifest));
  }
  return dir;
}

/** `npm run remote -- <args>` as a team's CI runs it: its exit code and what it printed. */
function remoteCli(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(repoRoot, 'scripts', 'remote.mjs'), ...args],
      { env: { ...process.env, PROVANA_URL: app.url, PROVANA_OPERATOR_TOKEN: TOKEN } },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: `${stdout}${stderr}` }),
    );
  });
}

/** Script URLs the page loads from now on. */
function scriptsLoaded(page: Page): string[] {
  const urls: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) urls.push(response.url());
  });
  return urls;
}

async function expectTeam(page: Page) {
  await expect(page.getByTestId('team-report').first()).toBeVisible({ timeout: 30_000 });
}

test.beforeAll(async () => {
  teamOrigin = await startRemoteServer(copyOfTeamBuild());
  react18Origin = await startRemoteServer(
    copyOfTeamBuild((manifest) => {
      for (const shared of manifest.shared.filter((entry) => entry.name === 'react' || entry.name.startsWith('react/'))) {
        shared.version = '18.3.1';
        shared.requiredVersion = '^18.2.0';
      }
    }),
  );
  app = await startAppServer({ operatorToken: TOKEN });
});

test.afterAll(async () => {
  await app?.stop();
  await teamOrigin?.stop();
  await react18Origin?.stop();
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

test('a remote published and promoted from another origin reaches the next load; rollback and refusals change nothing else', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 }, serviceWorkers: 'allow' });
  try {
    await newAccountContext(context, 'remote-deploy');
    const page = await context.newPage();
    const loaded = scriptsLoaded(page);
    const fromTeamOrigin = () => loaded.filter((url) => url.startsWith(`${teamOrigin.url}/`));

    // The bundled Team remote, served by the API process.
    await page.goto('/dashboard/team');
    await expectTeam(page);
    expect(loaded).toContain(`${app.url}/remotes/team/remoteEntry.js`);
    expect(fromTeamOrigin()).toEqual([]);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 });
    // The bundled entry is in the worker's copies from here on.
    await expect
      .poll(() => page.evaluate(async () => (await (await caches.open('provana-entries')).keys()).map((request) => new URL(request.url).pathname)))
      .toContain('/remotes/team/remoteEntry.js');

    // The team's CI: publish, then promote.
    const published = await remoteCli('publish', 'mf_team', '2.0.0', `${teamOrigin.url}/remoteEntry.js`);
    expect(published.code, published.out).toBe(0);
    const promoted = await remoteCli('promote', 'mf_team', '2.0.0');
    expect(promoted.code, promoted.out).toBe(0);

    // The open shell's next load runs Team from the new origin, with the page's CSP allowing exactly it.
    loaded.length = 0;
    const reload = await page.reload();
    expect(reload?.headers()['content-security-policy']).toContain(teamOrigin.url);
    await expectTeam(page);
    expect(fromTeamOrigin()).toContain(`${teamOrigin.url}/remoteEntry.js`);
    expect(loaded.filter((url) => url.startsWith(`${app.url}/remotes/team/`))).toEqual([]);
    // Every other section keeps its deployed copy.
    loaded.length = 0;
    await page.goto('/dashboard/daily-brief');
    await expectDailyBrief(page);
    expect(loaded).toContain(`${app.url}/remotes/brief/remoteEntry.js`);
    expect(loaded.filter((url) => url.startsWith(`${teamOrigin.url}/`) && !url.includes('/remoteEntry.js'))).toEqual([]);

    // A build against React 18 is refused, naming the package and both ranges; the live version keeps serving.
    const refused = await remoteCli('publish', 'mf_team', '2.1.0', `${react18Origin.url}/remoteEntry.js`);
    expect(refused.code).not.toBe(0);
    expect(refused.out).toMatch(/react/);
    expect(refused.out).toContain('^18.2.0');
    expect(refused.out).toMatch(/19\.\d+\.\d+/);
    const listed = await remoteCli('list');
    expect(listed.code, listed.out).toBe(0);
    expect(listed.out).not.toContain('2.1.0');
    loaded.length = 0;
    await page.goto('/dashboard/team');
    await expectTeam(page);
    expect(fromTeamOrigin()).toContain(`${teamOrigin.url}/remoteEntry.js`);

    // Rollback: the bundled version again on the next load, and the other origin out of the CSP.
    const rolledBack = await remoteCli('rollback', 'mf_team');
    expect(rolledBack.code, rolledBack.out).toBe(0);
    loaded.length = 0;
    const afterRollback = await page.reload();
    expect(afterRollback?.headers()['content-security-policy']).not.toContain(teamOrigin.url);
    await expectTeam(page);
    expect(loaded).toContain(`${app.url}/remotes/team/remoteEntry.js`);
    expect(fromTeamOrigin()).toEqual([]);
  } finally {
    await context.close();
  }
});
