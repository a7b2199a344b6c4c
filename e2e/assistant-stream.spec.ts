// The Voice Command modal on the model, in Debian's Chromium against the production
// builds and the fake OpenAI-compatible server on loopback: a typed command's answer streams in from
// the model, citing the account's real meeting; each action the model proposed (a priority, a memory
// note, a calendar event, completing a task) is shown as a card and written only on Confirm, seen on
// the screen behind the modal and through the API (Dismiss writes nothing); a model cut off mid-answer
// has its partial text discarded for the built-in answer with its note. Each state passes axe.
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { MACHINE_TIME_ZONE, expectDailyBrief, newAccountContext, todayIn } from './support/app';
import { seriousViolations } from './support/axe';
import { fakeModelAppPerSuite, withModel } from './support/fake-model-app';

test.use({ viewport: { width: 1440, height: 900 } });

const servers = fakeModelAppPerSuite(withModel('llama3.2'));

/**
 * A fresh account on the model, its first meeting's title, and the modal open over a dashboard
 * section (the brief unless `section` names another and `ready` says when it has loaded).
 */
async function openOnModel(context: BrowserContext, prefix: string, section?: { path: string; ready: (page: Page) => Promise<void> }) {
  const { executiveId } = await newAccountContext(context, prefix);
  const put = await context.request.put(`/api/executive/${executiveId}/assistant-settings`, { data: { choice: 'model' } });
  expect(put.ok()).toBe(true);
  const meetings = (await (await context.request.get(`/api/executive/${executiveId}/meetings`)).json()) as { title: string }[];
  const meeting = meetings[0]?.title;
  expect(meeting).toBeTruthy();
  const page = await context.newPage();
  await page.goto(`/dashboard/${section?.path ?? 'daily-brief'}`);
  await (section ? section.ready(page) : expectDailyBrief(page));
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

/** Types a command, sends it and waits until its answer is complete; the answer's locator. */
async function streamCommand(page: Page, command: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Voice Command' });
  await dialog.getByRole('textbox', { name: 'Type a command' }).fill(command);
  await dialog.getByRole('button', { name: 'Send' }).click();
  const response = dialog.getByTestId('voice-command-response');
  await expect(response).not.toBeEmpty({ timeout: 30_000 });
  return response;
}

/** The requests the page makes to the confirm endpoint (only Confirm writes). */
function watchWrites(page: Page): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/assistant/actions')) writes.push(r.method());
  });
  return writes;
}

/** Confirms the card by keyboard; it leaves, "Saved. …" is announced, and the command field has focus again. */
async function confirmCard(page: Page, card: Locator, saved: string) {
  const dialog = page.getByRole('dialog', { name: 'Voice Command' });
  await card.getByRole('button', { name: 'Confirm' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status').filter({ hasText: `Saved. ${saved}` })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(dialog.getByRole('textbox', { name: 'Type a command' })).toBeFocused();
}

async function getJson<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(path);
  expect(response.ok()).toBe(true);
  return (await response.json()) as T;
}

/** A week from now at 17:00, as the model's tool call gives it. */
function dueInAWeek(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T17:00`;
}

async function newContext(browser: Browser) {
  return browser.newContext({ baseURL: servers.app.url, viewport: { width: 1440, height: 900 } });
}

test('the answer streams from the model citing a real meeting; the proposed priority is written only on Confirm', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  try {
    const { executiveId, meeting, page, dialog } = await openOnModel(context, 'stream-confirm');
    const task = `Prepare the board deck ${Date.now().toString(36)}`;
    const due = dueInAWeek();
    const answer = `Your next meeting is '${meeting}'. I can add a priority to prepare for it.`;
    servers.fake.reply({
      kind: 'tools',
      text: answer,
      calls: [{ name: 'create_priority', arguments: { task, description: `Before ${meeting}`, urgency: 'high', dueDate: due } }],
    });
    const before = servers.fake.requests.length;
    const writes = watchWrites(page);

    const response = await streamCommand(page, 'What is next, and what should I prepare?');
    await expect(response).toHaveText(answer);
    // The model was asked once, streamed, with the account's real records (the meeting among them).
    expect(servers.fake.requests.length).toBe(before + 1);
    const request = servers.fake.requests[before];
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
    await confirmCard(page, card, `New priority: ${task}`);
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
    servers.fake.reply({
      kind: 'tools',
      text: `Before '${meeting}', email the CFO.`,
      calls: [{ name: 'create_priority', arguments: { task, urgency: 'medium', dueDate: null } }],
    });
    const writes = watchWrites(page);
    await streamCommand(page, 'Anything before my next meeting?');
    const card = dialog.getByRole('group', { name: new RegExp(`New priority: ${task}`) });
    await expect(card).toContainText(`New priority: ${task} (medium)`);
    await card.getByRole('button', { name: 'Dismiss' }).click();
    await expect(card).toHaveCount(0);
    await expect(dialog.getByTestId('voice-command-saved')).toHaveCount(0);
    expect(writes).toEqual([]);
    expect(await priorityTasks(context, executiveId)).not.toContain(task);
  } finally {
    await context.close();
  }
});

test('a proposed memory note is written only on Confirm: absent from Smart Memory and the API before, present after', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  try {
    const memory = { path: 'memory', ready: (page: Page) => expect(page.getByTestId('memory-note').first()).toBeVisible({ timeout: 30_000 }) };
    const { executiveId, page, dialog } = await openOnModel(context, 'stream-memory', memory);
    const note = `Anna prefers calls before ten ${Date.now().toString(36)}`;
    servers.fake.reply({
      kind: 'tools',
      text: 'I can remember that for you.',
      calls: [{ name: 'add_memory_note', arguments: { note, tag: 'people', nextTrigger: 'before calls with Anna' } }],
    });
    const writes = watchWrites(page);
    const stored = async () => (await getJson<{ note: string }[]>(context, `/api/executive/${executiveId}/memory`)).map((n) => n.note);
    const onScreen = page.getByTestId('memory-note').filter({ hasText: note });

    await streamCommand(page, 'Remember that Anna prefers calls before ten');
    const card = dialog.getByRole('group', { name: `Proposed change: New memory note: ${note}` });
    await expect(card).toBeVisible();
    await expect(onScreen).toHaveCount(0);
    expect(await stored()).not.toContain(note);
    expect(writes).toEqual([]);

    await confirmCard(page, card, `New memory note: ${note}`);
    expect(writes).toEqual(['POST']);
    expect(await stored()).toContain(note);
    // The Smart Memory list behind the modal shows it without a reload.
    await expect(onScreen).toHaveCount(1);
    await expect(onScreen).toContainText('Next trigger: before calls with Anna');
  } finally {
    await context.close();
  }
});

test("a proposed calendar event is written only on Confirm: absent from the day's items and the API before, present after", async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  try {
    const today = todayIn(MACHINE_TIME_ZONE);
    const calendar = {
      path: 'calendar',
      ready: async (page: Page) => {
        // The day's items open under the grid, behind the modal.
        await page.getByTestId('month-grid').locator(`[data-date="${today}"]`).click({ timeout: 30_000 });
        await expect(page.getByTestId('day-detail')).toBeVisible();
      },
    };
    const { executiveId, page, dialog } = await openOnModel(context, 'stream-event', calendar);
    const title = `Board prep ${Date.now().toString(36)}`;
    const [startTime, endTime] = [`${today}T22:00`, `${today}T22:30`];
    servers.fake.reply({ kind: 'tools', text: 'Shall I block time for it?', calls: [{ name: 'schedule_event', arguments: { title, startTime, endTime } }] });
    const writes = watchWrites(page);
    const stored = async () =>
      (await getJson<{ title: string }[]>(context, `/api/executive/${executiveId}/calendar-events?from=${today}&to=${today}`)).map((e) => e.title);
    const onScreen = page.getByTestId('day-detail').getByTestId('day-item').filter({ hasText: title });

    await streamCommand(page, 'Block half an hour tonight to prepare the board deck');
    const sentence = `New event: ${title} (${today} 22:00 to ${today} 22:30)`;
    const card = dialog.getByRole('group', { name: `Proposed change: ${sentence}` });
    await expect(card).toBeVisible();
    await expect(onScreen).toHaveCount(0);
    expect(await stored()).not.toContain(title);
    expect(writes).toEqual([]);

    await confirmCard(page, card, sentence);
    expect(writes).toEqual(['POST']);
    expect(await stored()).toContain(title);
    await expect(onScreen).toHaveCount(1);
  } finally {
    await context.close();
  }
});

test('a proposed task completion is written only on Confirm: open in the brief and the API before, completed after', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await newContext(browser);
  try {
    const { executiveId, page, dialog } = await openOnModel(context, 'stream-complete');
    type Priority = { id: number; task: string; completed: boolean };
    const priorities = () => getJson<Priority[]>(context, `/api/executive/${executiveId}/priorities`);
    const target = (await priorities()).find((p) => !p.completed);
    expect(target).toBeTruthy();
    const { id, task } = target ?? { id: 0, task: '' };
    servers.fake.reply({ kind: 'tools', text: `That one looks done: '${task}'.`, calls: [{ name: 'complete_task', arguments: { priorityId: id } }] });
    const writes = watchWrites(page);
    const row = page.getByTestId('brief-priority').filter({ has: page.getByText(task, { exact: true }) });

    await streamCommand(page, `I finished ${task}`);
    const card = dialog.getByRole('group', { name: `Proposed change: Mark priority #${id} complete` });
    await expect(card).toBeVisible();
    await expect(row).toHaveAttribute('data-completed', 'false');
    expect((await priorities()).find((p) => p.id === id)?.completed).toBe(false);
    expect(writes).toEqual([]);

    await confirmCard(page, card, `Mark priority #${id} complete`);
    expect(writes).toEqual(['POST']);
    expect((await priorities()).find((p) => p.id === id)?.completed).toBe(true);
    // The brief behind the modal shows it completed without a reload.
    await expect(row).toHaveAttribute('data-completed', 'true');
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
    servers.fake.reply({ kind: 'cut', text: partial });
    await streamCommand(page, 'next meeting');
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
    const response = await streamCommand(page, 'next meeting');
    await expect(response).toHaveText("Sorry, I couldn't process that command. Please try again.");
    await expect(dialog).not.toContainText('Half an ans');
  } finally {
    await context.close();
  }
});
