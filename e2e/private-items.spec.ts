// Private items in three browsers: the executive writes each kind through its own form with Private
// ticked (a memory note, a daily series of events, a voice recording from the fake microphone, a
// coaching note, this week's reflection); an Editor delegate's API reads and pages never show its text
// (the series is Busy), while a Full delegate sees it. A shared item beside each, written through the
// API, shows the Editor's reads are not simply empty.
import { expect, test, type APIResponse, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { MACHINE_TIME_ZONE, delegateViaApi, newAccountContext, todayIn, toast } from './support/app';
import { chromiumLaunchOptions } from './support/bench-settings';

test.use({
  launchOptions: { ...chromiumLaunchOptions, args: [...chromiumLaunchOptions.args, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'] },
});
test.describe.configure({ mode: 'serial' });

const STAMP = Date.now().toString(36);
const SARAH = 'Sarah Chen';
const privateBox = (scope: Page | Locator) => scope.getByRole('checkbox', { name: /^Private/ });

let executive: BrowserContext;
let editor: BrowserContext;
let full: BrowserContext;
let executiveId: number;
let execPage: Page;
let editorPage: Page;
let fullPage: Page;
const api = (path: string) => `/api/executive/${executiveId}${path}`;

test.beforeAll(async ({ browser }) => {
  const baseURL = test.info().project.use.baseURL;
  const viewport = { width: 1440, height: 900 };
  [executive, editor, full] = await Promise.all([
    browser.newContext({ baseURL, viewport, permissions: ['microphone'] }),
    browser.newContext({ baseURL, viewport }),
    browser.newContext({ baseURL, viewport }),
  ]);
  ({ executiveId } = await newAccountContext(executive, 'exec-private'));
  const [editorAccount, fullAccount] = await Promise.all([newAccountContext(editor, 'editor-private'), newAccountContext(full, 'full-private')]);
  await delegateViaApi(executive, executiveId, editor, editorAccount.email, 'editor');
  await delegateViaApi(executive, executiveId, full, fullAccount.email, 'full');
  [execPage, editorPage, fullPage] = await Promise.all([executive.newPage(), editor.newPage(), full.newPage()]);
});

test.afterAll(async () => {
  await Promise.all([executive?.close(), editor?.close(), full?.close()]);
});

/** An answer of the API, to a request of the test's or of a page's. */
type Answer = Pick<APIResponse, 'status' | 'text'>;

async function expectCreated<A extends Answer>(response: Promise<A>): Promise<A> {
  const done = await response;
  expect(done.status(), await done.text()).toBe(201);
  return done;
}

/** What `context` reads at `path`, as text. */
async function readAs(context: BrowserContext, path: string): Promise<string> {
  const response = await context.request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

/** The executive's write the form sends, answered. */
const writeSent = (page: Page, method: string, path: string) =>
  page.waitForResponse((r) => r.request().method() === method && new URL(r.url()).pathname === api(path));

/**
 * The Editor's API read and the part of its page `view` opens show the shared item, and neither they nor
 * anything else on that page the secret; the Full delegate's read and page show the secret.
 */
async function expectOnlyFullSees(secret: string, shared: string, path: string, view: (page: Page) => Promise<Locator>) {
  const editorRead = await readAs(editor, api(path));
  expect(editorRead).toContain(shared);
  expect(editorRead).not.toContain(secret);
  const editorView = await view(editorPage);
  await expect(editorView).toContainText(shared, { timeout: 30_000 });
  await expect(editorView).not.toContainText(secret);
  await expect(editorPage.locator('body')).not.toContainText(secret);

  expect(await readAs(full, api(path))).toContain(secret);
  await expect(await view(fullPage)).toContainText(secret, { timeout: 30_000 });
}

test('a memory note saved Private', async () => {
  const shared = `Shared lease renewal ${STAMP}`;
  const secret = `Quokka surprise party ${STAMP}`;
  await expectCreated(executive.request.post(api('/assistant/actions'), { data: { action: { kind: 'add_memory_note', note: shared } } }));

  await execPage.goto('/dashboard/memory');
  await execPage.getByRole('button', { name: 'Add Note' }).click({ timeout: 30_000 });
  const form = execPage.getByRole('form', { name: 'Add a memory note' });
  await form.getByRole('textbox', { name: 'Note' }).fill(secret);
  await privateBox(form).check();
  const saved = writeSent(execPage, 'POST', '/assistant/actions');
  await form.getByRole('button', { name: 'Save Note' }).click();
  await expectCreated(saved);
  await expect(execPage.getByTestId('memory-note').filter({ hasText: secret }).getByRole('img', { name: 'Private' })).toBeVisible();

  await expectOnlyFullSees(secret, shared, '/memory', async (page) => {
    await page.goto(`/dashboard/memory?workspace=${executiveId}`);
    return page.getByRole('list', { name: 'Memory notes' });
  });
});

test('a daily series of events saved Private: Busy for the Editor', async () => {
  const today = todayIn(MACHINE_TIME_ZONE);
  const lastDay = new Date(Date.parse(`${today}T12:00:00Z`) + 2 * 86_400_000).toISOString().slice(0, 10);
  const shared = `Shared site visit ${STAMP}`;
  const secret = `Quokka therapy ${STAMP}`;
  await expectCreated(
    executive.request.post(api('/calendar-events'), {
      data: { title: shared, startTime: `${today}T04:00`, endTime: `${today}T04:30`, type: 'other', priority: 'low' },
    }),
  );

  await execPage.goto('/dashboard/calendar');
  await execPage.getByRole('button', { name: 'New event' }).click({ timeout: 30_000 });
  const form = execPage.getByRole('dialog', { name: 'New event' });
  await form.getByRole('textbox', { name: 'Title' }).fill(secret);
  await form.getByLabel('Date', { exact: true }).fill(today);
  await form.getByLabel('Start', { exact: true }).fill('05:15');
  await form.getByLabel('End', { exact: true }).fill('05:45');
  await form.getByRole('combobox', { name: 'Repeat' }).selectOption('daily');
  await form.getByRole('combobox', { name: 'Ends' }).selectOption('count');
  await form.getByRole('textbox', { name: 'Number of times' }).fill('3');
  await privateBox(form).check();
  const saved = writeSent(execPage, 'POST', '/calendar-events');
  await form.getByRole('button', { name: 'Add event' }).click();
  await expectCreated(saved);
  await expect(toast(execPage, 'Event Added')).toBeVisible();

  // Every occurrence reaches the Editor as Busy, its time only.
  const range = `/calendar-events?from=${today}&to=${lastDay}`;
  const busy = (JSON.parse(await readAs(editor, api(range))) as { title: string; startTime: string; busy?: boolean }[]).filter((e) => e.busy);
  expect(busy.map((e) => [e.title, e.startTime.slice(11, 16)])).toEqual([
    ['Busy', '05:15'],
    ['Busy', '05:15'],
    ['Busy', '05:15'],
  ]);
  await expectOnlyFullSees(secret, shared, range, async (page) => {
    await page.goto(`/dashboard/calendar?workspace=${executiveId}`);
    await page.getByTestId('month-grid').locator(`[data-date="${today}"]`).click({ timeout: 30_000 });
    return page.getByTestId('day-detail');
  });
  await expect(editorPage.getByTestId('day-detail').getByTestId('day-item').filter({ hasText: 'Busy' })).toHaveCount(1);
});

test('a voice recording saved Private, its audio too', async () => {
  const shared = `Shared roadmap thought ${STAMP}`;
  const secret = `Quokka salary worries ${STAMP}`;
  await expectCreated(executive.request.post('/api/voice-recording', { data: { executiveId, transcript: shared, durationSeconds: 4 } }));

  await execPage.goto('/dashboard/voice-insights');
  const recorder = execPage.getByRole('region', { name: 'Voice Recorder' });
  await expect(recorder.getByRole('status', { name: 'Microphone: Ready' })).toBeVisible({ timeout: 30_000 });
  await recorder.getByRole('button', { name: 'Start Recording' }).click();
  await expect(recorder.getByTestId('recorder-timer')).toHaveText('0:01', { timeout: 10_000 });
  await recorder.getByRole('button', { name: 'Stop Recording' }).click();
  await expect(recorder.getByText(/Audio captured/)).toBeVisible();
  await recorder.getByRole('textbox', { name: 'Transcript' }).fill(secret);
  await privateBox(recorder).check();
  const audioSaved = execPage.waitForResponse((r) => r.request().method() === 'PUT' && /\/voice-recordings\/\d+\/audio$/.test(new URL(r.url()).pathname));
  await recorder.getByRole('button', { name: 'Process Recording & Generate Insights' }).click();
  await expect(recorder.getByRole('alert')).toContainText('Recording processed!', { timeout: 20_000 });
  const audioUrl = new URL((await audioSaved).url()).pathname;
  await expect(execPage.getByTestId('recording-transcript')).toHaveText(secret);

  await expectOnlyFullSees(secret, shared, '/voice-recordings', async (page) => {
    await page.goto(`/dashboard/voice-insights?workspace=${executiveId}`);
    return page.getByRole('region', { name: 'Voice Insights' });
  });
  expect((await editor.request.get(audioUrl)).status()).toBe(404);
  expect((await full.request.get(audioUrl)).status()).toBe(200);
});

test('a coaching note saved Private', async () => {
  const report = encodeURIComponent(SARAH);
  const shared = `Shared demo praise ${STAMP}`;
  const secret = `Quokka improvement plan ${STAMP}`;
  await expectCreated(executive.request.post(api(`/team/${report}/notes`), { data: { category: 'Coaching', content: shared } }));

  await execPage.goto(`/dashboard/team?report=${report}`);
  const detail = execPage.getByTestId('report-detail');
  const add = detail.getByRole('region', { name: 'Add Coaching Note' });
  await add.getByRole('textbox', { name: 'Note' }).fill(secret, { timeout: 30_000 });
  await privateBox(add).check();
  const saved = writeSent(execPage, 'POST', `/team/${report}/notes`);
  await add.getByRole('button', { name: 'Add Note' }).click();
  await expectCreated(saved);
  await expect(execPage.getByTestId('coaching-note').filter({ hasText: secret }).getByRole('img', { name: 'Private' })).toBeVisible();

  await expectOnlyFullSees(secret, shared, '/team', async (page) => {
    await page.goto(`/dashboard/team?report=${report}&workspace=${executiveId}`);
    return page.getByTestId('report-detail').getByRole('region', { name: 'Recent Coaching Notes' });
  });
});

test("this week's reflection saved Private", async () => {
  const secret = `Quokka burnout week ${STAMP}`;
  await execPage.goto('/dashboard/insights');
  const form = execPage.getByRole('form', { name: "This week's reflection" });
  await form.getByLabel('Strategic decisions made').fill('3', { timeout: 30_000 });
  await form.getByLabel('Delayed decisions').fill('1');
  await form.getByLabel('Delegated tasks').fill('2');
  await form.getByLabel('Self-insight').fill(secret);
  await privateBox(form).check();
  await form.getByRole('button', { name: 'Save Reflection' }).click();
  await expect(toast(execPage, 'Reflection Saved')).toBeVisible();
  await expect(execPage.getByTestId('reflection').filter({ hasText: secret }).getByRole('img', { name: 'Private' })).toBeVisible();

  // The sample weeks are the shared ones.
  const reflections = JSON.parse(await readAs(executive, api('/reflections'))) as { selfInsight: string; private?: boolean }[];
  const shared = reflections.find((r) => !r.private && r.selfInsight)?.selfInsight ?? '';
  expect(shared).not.toBe('');
  await expectOnlyFullSees(secret, shared, '/reflections', async (page) => {
    await page.goto(`/dashboard/insights?workspace=${executiveId}`);
    return page.getByRole('list', { name: 'Weekly reflections' });
  });
});
