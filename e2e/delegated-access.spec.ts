// Delegated access in two browsers: the executive invites from Settings → Delegates, the assistant
// accepts from the link and works in the executive's workspace ("Acting for … · Editor"); a priority the
// assistant completes shows on the executive's open page without a reload ("changed by …"), and an
// event the assistant adds reaches the executive's open timeline and day list within 2 s ("added by …");
// Activity names who did it; a private note stays out of the assistant's view (lists, search, the
// command palette, the brief); ending access refuses the assistant's next request.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { MACHINE_TIME_ZONE, expectDailyBrief, newAccountContext, todayIn } from './support/app';
import { seriousViolations } from './support/axe';
import { PHONE, measureOverlaps, measurePhoneFit } from './support/phone-fit';

type Priority = { id: number; task: string; completed: boolean; byDelegate?: { name: string; verb: string } | null };

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByTestId('settings-delegates')).toBeVisible({ timeout: 20_000 });
  return dialog;
}

/** A memory note the executive adds (through a confirmed assistant action: the Memory form's own route). */
async function addNote(context: BrowserContext, executiveId: number, note: string): Promise<number> {
  const response = await context.request.post(`/api/executive/${executiveId}/assistant/actions`, { data: { action: { kind: 'add_memory_note', note } } });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

/** The ids of the memory notes the workspace search finds for `q`, as this context reads them. */
async function searchedNotes(context: BrowserContext, executiveId: number, q: string): Promise<number[]> {
  const response = await context.request.get(`/api/executive/${executiveId}/search?q=${encodeURIComponent(q)}`);
  expect(response.ok(), await response.text()).toBe(true);
  const { results } = (await response.json()) as { results: { kind: string; id: number }[] };
  return results.filter((r) => r.kind === 'memory-note').map((r) => r.id);
}

async function priorities(context: BrowserContext, executiveId: number): Promise<Priority[]> {
  const response = await context.request.get(`/api/executive/${executiveId}/priorities`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as Priority[];
}

test('an executive and an assistant run the day together: invite, accept, a change seen live, activity, private items, end of access', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const executive = await browser.newContext({ baseURL });
  const assistant = await browser.newContext({ baseURL });
  try {
    const { executiveId } = await newAccountContext(executive, 'exec');
    const { email: assistantEmail } = await newAccountContext(assistant, 'assistant');
    // Two memory notes sharing a word, one marked private: an Editor must never see that one.
    const WORD = 'Zanzibar';
    const PRIVATE_NOTE = `${WORD} surprise party for Alex`;
    const OPEN_NOTE = `${WORD} office lease renewal`;
    const secret = { id: await addNote(executive, executiveId, PRIVATE_NOTE) };
    const openNote = await addNote(executive, executiveId, OPEN_NOTE);
    const marked = await executive.request.patch(`/api/executive/${executiveId}/memory/${secret.id}/private`, { data: { private: true } });
    expect(marked.status(), await marked.text()).toBe(200);
    // The executive's own search finds both: the word does match the private note.
    expect((await searchedNotes(executive, executiveId, WORD)).sort()).toEqual([secret.id, openNote].sort());

    // The executive invites the assistant as an Editor; the link is shown once.
    const execPage = await executive.newPage();
    await execPage.goto('/dashboard/daily-brief');
    await expectDailyBrief(execPage);
    let settings = await openSettings(execPage);
    const invite = settings.getByRole('group', { name: 'Invite a delegate' });
    await invite.getByLabel('Email address').fill(assistantEmail);
    await invite.getByRole('radio', { name: /^Editor/ }).check({ force: true });
    await invite.getByRole('button', { name: 'Invite' }).click();
    const link = await settings.getByLabel('Invitation link').inputValue();
    expect(link).toMatch(/\/invitations\/[A-Za-z0-9_-]+$/);
    expect(await seriousViolations(execPage, '[role=dialog]'), 'Settings with Delegates').toEqual([]);
    await execPage.keyboard.press('Escape');

    // The assistant opens the link and accepts: the executive's workspace opens with the banner.
    const asstPage = await assistant.newPage();
    await asstPage.goto(new URL(link).pathname);
    await expect(asstPage.getByText(/invites you to work in their workspace as Editor\./)).toBeVisible({ timeout: 20_000 });
    expect(await seriousViolations(asstPage), 'the invitation page').toEqual([]);
    await asstPage.getByRole('button', { name: 'Accept' }).click();
    const banner = asstPage.getByRole('region', { name: 'Workspace' });
    await expect(banner).toContainText(/Acting for .+ · Editor/, { timeout: 20_000 });
    await expect(asstPage).toHaveURL(new RegExp(`/dashboard/daily-brief\\?workspace=${executiveId}$`));
    await expect(asstPage.getByText('Top Action Items Today')).toBeVisible({ timeout: 30_000 });
    expect(await seriousViolations(asstPage), 'the brief while acting for someone').toEqual([]);
    // The banner on a phone: nothing off screen, no sideways scrolling.
    await asstPage.setViewportSize(PHONE);
    await expect(banner).toBeVisible();
    const fit = await measurePhoneFit(asstPage);
    expect(fit.offscreen).toEqual([]);
    expect(fit.scrollWidth).toBeLessThanOrEqual(PHONE.width);
    await asstPage.setViewportSize({ width: 1280, height: 900 });
    // The private note is not in the assistant's view, nor in what the API gives them.
    const seen = (await (await assistant.request.get(`/api/executive/${executiveId}/memory`)).json()) as { id: number }[];
    expect(seen.map((n) => n.id)).not.toContain(secret.id);
    expect((await assistant.request.patch(`/api/executive/${executiveId}/memory/${secret.id}/private`, { data: { private: false } })).status()).toBe(403);

    // The assistant completes a priority; the executive's open brief shows it without a reload.
    const open = (await priorities(executive, executiveId)).find((p) => !p.completed);
    expect(open).toBeTruthy();
    const task = open?.task ?? '';
    const execRow = execPage.getByTestId('brief-priority').filter({ has: execPage.getByText(task, { exact: true }) });
    await expect(execRow).toHaveAttribute('data-completed', 'false');
    const asstRow = asstPage.getByTestId('brief-priority').filter({ has: asstPage.getByText(task, { exact: true }) });
    await asstRow.getByRole('button', { name: `Complete: ${task}` }).click();
    await expect(execRow).toHaveAttribute('data-completed', 'true', { timeout: 5_000 });
    // ... and says who did it, by the name the activity log gave the assistant.
    const by = (await priorities(executive, executiveId)).find((p) => p.task === task)?.byDelegate;
    expect(by?.verb).toBe('changed');
    await expect(execRow.getByTestId('by-delegate')).toHaveText(`changed by ${by?.name.split(' ')[0] ?? ''}`, { timeout: 5_000 });
    expect(await seriousViolations(execPage), 'the brief with "changed by"').toEqual([]);
    const first = by?.name.split(' ')[0] ?? '';

    // The executive has the day open twice: the Time Blocks timeline and the calendar's day list.
    const today = todayIn(MACHINE_TIME_ZONE);
    const EVENT = 'Venue walk-through';
    await execPage.goto('/dashboard/time-blocks');
    const timeline = execPage.getByTestId('day-timeline');
    await expect(timeline.getByTestId('timeline-canvas')).toBeVisible({ timeout: 30_000 });
    const execCalendar = await executive.newPage();
    await execCalendar.goto('/dashboard/calendar');
    await execCalendar.locator(`[data-testid="day-cell"][data-date="${today}"]`).click({ timeout: 30_000 });
    const dayList = execCalendar.getByTestId('day-detail');
    await expect(dayList).toBeVisible();

    // The assistant adds an event in Calendar View (early, clear of the seeded day, 90 minutes: tall enough to say who).
    await asstPage.goto(`/dashboard/calendar?workspace=${executiveId}`);
    await asstPage.getByRole('button', { name: 'New event' }).click({ timeout: 30_000 });
    const form = asstPage.getByRole('dialog', { name: 'New event' });
    await form.getByRole('textbox', { name: 'Title' }).fill(EVENT);
    await form.getByLabel('Date', { exact: true }).fill(today);
    await form.getByLabel('Start', { exact: true }).fill('06:00');
    await form.getByLabel('End', { exact: true }).fill('07:30');
    const saved = asstPage.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith(`/api/executive/${executiveId}/calendar-events`));
    await form.getByRole('button', { name: 'Add event' }).click();
    expect((await saved).status()).toBe(201);
    // Both of the executive's pages show it within 2 s of the save, without a reload, saying who added it.
    const deadline = Date.now() + 2_000;
    const left = () => Math.max(deadline - Date.now(), 1);
    const block = timeline.locator(`li[data-title="${EVENT}"]`);
    await expect(block.getByTestId('by-delegate')).toHaveText(`added by ${first}`, { timeout: left() });
    await expect(dayList.getByTestId('day-item').filter({ hasText: EVENT }).getByTestId('by-delegate')).toHaveText(`added by ${first}`, { timeout: left() });
    await expect(block.getByTestId('timeline-event')).toHaveAccessibleName(new RegExp(`^${EVENT}\\s*, 6:00 AM to 7:30 AM\\s*, added by ${first}\\s*\\.`));
    expect(await seriousViolations(execPage, '[data-testid="day-timeline"]'), 'the timeline with "added by"').toEqual([]);
    // On a phone the line fits inside its block and shares no pixel with any other text or control
    // (the block's own handle, under its Delete button by design, is not the line's business).
    await execPage.setViewportSize(PHONE);
    const line = block.getByTestId('by-delegate');
    await expect(line).toBeVisible();
    const [lineBox, blockBox] = await Promise.all([line.boundingBox(), block.boundingBox()]);
    expect(lineBox && blockBox && lineBox.y + lineBox.height <= blockBox.y + blockBox.height && lineBox.x + lineBox.width <= blockBox.x + blockBox.width).toBe(
      true,
    );
    expect((await measureOverlaps(execPage, '[data-testid="timeline-canvas"]')).filter((pair) => pair.includes('added by'))).toEqual([]);
    await execPage.setViewportSize({ width: 1280, height: 900 });
    await execCalendar.close();

    // Nor in the assistant's brief, search or command palette, where the open note with the same word shows.
    await asstPage.goto(`/dashboard/daily-brief?workspace=${executiveId}`);
    const recentNotes = asstPage.getByRole('region', { name: 'Recent Notes' });
    await expect(recentNotes.getByText(OPEN_NOTE)).toBeVisible({ timeout: 20_000 });
    await expect(asstPage.getByText(PRIVATE_NOTE)).toHaveCount(0);
    expect(await searchedNotes(assistant, executiveId, WORD)).toEqual([openNote]);
    await asstPage.keyboard.press('Control+k');
    const palette = asstPage.getByRole('dialog', { name: 'Command palette' });
    await expect(palette.getByRole('combobox', { name: 'Search sections, actions and your data' })).toBeFocused();
    await asstPage.keyboard.type(WORD.toLowerCase());
    await expect(palette.getByRole('option', { name: /office lease renewal/ })).toBeVisible({ timeout: 15_000 });
    await expect(palette.getByRole('option', { name: /surprise party/ })).toHaveCount(0);
    await expect(palette).not.toContainText('surprise party');
    await asstPage.keyboard.press('Escape');
    await expect(palette).toHaveCount(0);

    // Activity names the assistant; the executive ends the access. The assistant's tab is away
    // meanwhile: an open one may notice on a request of its own before the reload below, and its
    // message would then come and go unseen.
    await asstPage.goto('about:blank');
    settings = await openSettings(execPage);
    const activity = settings.getByRole('list', { name: 'Activity, newest first' });
    await expect(activity).toContainText(`completed the priority '${task}'`, { timeout: 20_000 });
    await expect(activity).toContainText(EVENT);
    await settings.getByRole('button', { name: 'End access' }).click();
    await execPage.getByRole('alertdialog').getByRole('button', { name: 'End access' }).click();
    await expect(settings.getByRole('list', { name: 'People with access' })).toHaveCount(0, { timeout: 20_000 });

    // The assistant's next request is refused, and the tab, back on the workspace, says the access ended.
    expect((await assistant.request.get(`/api/executive/${executiveId}/priorities`)).status()).toBe(403);
    await asstPage.goto(`/dashboard/daily-brief?workspace=${executiveId}`);
    await expect(asstPage.getByText(/You don't have access to this workspace|access to .+ workspace has ended/).first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await executive.close();
    await assistant.close();
  }
});
