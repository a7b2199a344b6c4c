// The Voice Command modal on the model (issue 17), in Debian's Chromium against the production
// builds and the fake OpenAI-compatible server on loopback: a typed command's answer streams in from
// the model, citing the account's real meeting; the priority the model proposed is shown as a card
// and written only on Confirm (Dismiss writes nothing); a model cut off mid-answer has its partial
// text discarded for the built-in answer with its note. Each state passes axe.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { startFakeModelServer, type FakeModelServer } from '../api/test/support/fake-model-server';
import { expectDailyBrief, newAccountContext } from './support/app';
import { seriousViolations } from './support/axe';
import { startAppServer, type RunningServer } from './support/servers';

test.use({ viewport: { width: 1440, height: 900 } });

let model: FakeModelServer;
let app: RunningServer;

test.beforeAll(async () => {
  model = await startFakeModelServer();
  app = await startAppServer({ model: { baseURL: model.baseURL, name: 'llama3.2' } });
});

test.afterAll(async () => {
  await app?.stop();
  await model?.close();
});

/** A fresh account on the model, its first meeting's title, and the modal open with the brief loaded. */
async function openOnModel(context: BrowserContext, prefix: string) {
  const { executiveId } = await newAccountContext(context, prefix);
  const put = await context.request.put(`/api/executive/${executiveId}/assistant-settings`, { data: { choice: 'model' } });
  expect(put.ok()).toBe(true);
  const meetings = (await (await context.request.get(`/api/executive/${executiveId}/meetings`)).json()) as { title: string }[];
  const meeting = meetings[0]?.title;
  expect(meeting).toBeTruthy();
  const page = await context.newPage();
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Voice command' }).click();
  const dialog = page.getByRole('dialog', { name: 'Voice Command' });
  await expect(dialog.getByRole('textbox', { name: 'Type a command' })).toBeVisible({ timeout: 20_000 });
  return { executiveId, meeting: meeting ?? '', page, dialog };
}

async function priorityTasks(context: BrowserContext, executiveId: number): Promise<string[]> {
  const response = await context.request.get(`/api/executive/${executiveId}/priorities`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { task: string }[]).map((p) => p.task);
}

async function send(page: Page, command: string) {
  const dialog = page.getByRole('dialog', { name: 'Voice Command' });
  await dialog.getByRole('textbox', { name: 'Type a command' }).fill(command);
  await dialog.getByRole('button', { name: 'Send' }).click();
}

/** A week from now at 17:00, as the model's tool call gives it. */
function dueInAWeek(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T17:00`;
}

async function newContext(browser: Browser) {
  return browser.newContext({ baseURL: app.url, viewport: { width: 1440, height: 900 } });
}

test('the answer streams from the model citing a real meeting; the proposed priority is written only on Confirm', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  try {
    const { executiveId, meeting, page, dialog } = await openOnModel(context, 'stream-confirm');
    const task = `Prepare the board deck ${Date.now().toString(36)}`;
    const due = dueInAWeek();
    const answer = `Your next meeting is '${meeting}'. I can add a priority to prepare for it.`;
    model.reply({ kind: 'tools', text: answer, calls: [{ name: 'create_priority', arguments: { task, description: `Before ${meeting}`, urgency: 'high', dueDate: due } }] });
    const before = model.requests.length;
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assistant/actions')) writes.push(r.method());
    });

    await send(page, 'What is next, and what should I prepare?');
    const response = dialog.getByTestId('voice-command-response');
    await expect(response).toHaveText(answer, { timeout: 20_000 });
    // The model was asked once, streamed, with the account's real records (the meeting among them).
    expect(model.requests.length).toBe(before + 1);
    const request = model.requests[before];
    expect(request?.path).toBe('/v1/chat/completions');
    expect((request?.body as { stream?: boolean }).stream).toBe(true);
    expect(JSON.stringify(request?.body)).toContain(meeting);
    // Announced once, complete: the live region holds the whole answer, and no partial copy remains.
    await expect(dialog.locator('[aria-live="polite"]').filter({ has: page.getByTestId('voice-command-response') })).toHaveCount(1);
    await expect(dialog.getByTestId('voice-command-streaming')).toHaveCount(0);
    await expect(dialog.getByTestId('voice-command-note')).toHaveCount(0);

    const card = dialog.getByRole('group', { name: new RegExp(`New priority: ${task}`) });
    await expect(card).toBeVisible();
    await expect(card).toContainText(`New priority: ${task} (high, due ${due.replace('T', ' ')})`);
    expect(await seriousViolations(page)).toEqual([]);

    // Shown, not written.
    expect(await priorityTasks(context, executiveId)).not.toContain(task);
    expect(writes).toEqual([]);

    // Keyboard: Confirm by Enter.
    await card.getByRole('button', { name: 'Confirm' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('status').filter({ hasText: `Saved. New priority: ${task}` })).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect(dialog.getByRole('textbox', { name: 'Type a command' })).toBeFocused();
    expect(writes).toEqual(['POST']);
    expect(await priorityTasks(context, executiveId)).toContain(task);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('Dismiss writes nothing', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  try {
    const { executiveId, meeting, page, dialog } = await openOnModel(context, 'stream-dismiss');
    const task = `Email the CFO ${Date.now().toString(36)}`;
    model.reply({ kind: 'tools', text: `Before '${meeting}', email the CFO.`, calls: [{ name: 'create_priority', arguments: { task, urgency: 'medium', dueDate: null } }] });
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assistant/actions')) writes.push(r.method());
    });
    await send(page, 'Anything before my next meeting?');
    const card = dialog.getByRole('group', { name: new RegExp(`New priority: ${task}`) });
    await expect(card).toContainText(`New priority: ${task} (medium)`, { timeout: 20_000 });
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await expect(card).toHaveCount(0);
    await expect(dialog.getByTestId('voice-command-saved')).toHaveCount(0);
    expect(writes).toEqual([]);
    expect(await priorityTasks(context, executiveId)).not.toContain(task);
  } finally {
    await context.close();
  }
});

test('a model cut off mid-answer: the partial text is discarded for the built-in answer with its note', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  try {
    const { page, dialog } = await openOnModel(context, 'stream-reset');
    const partial = 'PARTIALMODELTEXT that must not stay on screen after the reset arrives';
    model.reply({ kind: 'cut', text: partial });
    await send(page, 'next meeting');
    const response = dialog.getByTestId('voice-command-response');
    await expect(response).not.toBeEmpty({ timeout: 30_000 });
    await expect(dialog.getByTestId('voice-command-note')).toHaveText('answered by the built-in assistant');
    await expect(dialog).not.toContainText('PARTIALMODELTEXT');
    await expect(dialog.getByTestId('voice-command-proposal')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  } finally {
    await context.close();
  }
});

test('a stream that fails shows the apology', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  try {
    const { page, dialog } = await openOnModel(context, 'stream-failed');
    await page.route('**/assistant/voice-command', (route) =>
      route.fulfill({ status: 200, contentType: 'text/event-stream', body: 'data: {"type":"delta","text":"Half an ans"}\n\ndata: {"type":"nonsense"}\n\n' }),
    );
    await send(page, 'next meeting');
    await expect(dialog.getByTestId('voice-command-response')).toHaveText("Sorry, I couldn't process that command. Please try again.", { timeout: 20_000 });
    await expect(dialog).not.toContainText('Half an ans');
  } finally {
    await context.close();
  }
});
