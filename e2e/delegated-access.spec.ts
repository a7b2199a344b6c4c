// Delegated access in two browsers: the executive invites from Settings → Delegates, the assistant
// accepts from the link and works in the executive's workspace ("Acting for … · Editor"); a priority the
// assistant completes shows on the executive's open page without a reload ("changed by …"), and
// Activity names who did it; a private note stays out of the assistant's view; ending access refuses the assistant's next request.
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { seriousViolations } from './support/axe';
import { PHONE, measurePhoneFit } from './support/phone-fit';

type Priority = { id: number; task: string; completed: boolean; byDelegate?: { name: string; verb: string } | null };

async function openSettings(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings' });
  await expect(dialog.getByTestId('settings-delegates')).toBeVisible({ timeout: 20_000 });
  return dialog;
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
  test.setTimeout(180_000);
  const executive = await browser.newContext({ baseURL });
  const assistant = await browser.newContext({ baseURL });
  try {
    const { executiveId } = await newAccountContext(executive, 'exec');
    const { email: assistantEmail } = await newAccountContext(assistant, 'assistant');
    // One of the executive's memory notes marked private: an Editor must never see it.
    const notes = (await (await executive.request.get(`/api/executive/${executiveId}/memory`)).json()) as { id: number; note: string }[];
    const secret = notes[0];
    expect(secret).toBeTruthy();
    const marked = await executive.request.patch(`/api/executive/${executiveId}/memory/${secret?.id}/private`, { data: { private: true } });
    expect(marked.status(), await marked.text()).toBe(200);

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
    expect(seen.map((n) => n.id)).not.toContain(secret?.id);
    expect((await assistant.request.patch(`/api/executive/${executiveId}/memory/${secret?.id}/private`, { data: { private: false } })).status()).toBe(403);

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

    // Activity names the assistant; the executive ends the access.
    settings = await openSettings(execPage);
    await expect(settings.getByRole('list', { name: 'Activity, newest first' })).toContainText(`completed the priority '${task}'`, { timeout: 20_000 });
    await settings.getByRole('button', { name: 'End access' }).click();
    await execPage.getByRole('alertdialog').getByRole('button', { name: 'End access' }).click();
    await expect(settings.getByRole('list', { name: 'People with access' })).toHaveCount(0, { timeout: 20_000 });

    // The assistant's next request is refused, and the page says the access ended.
    expect((await assistant.request.get(`/api/executive/${executiveId}/priorities`)).status()).toBe(403);
    await asstPage.reload();
    await expect(asstPage.getByText(/You don't have access to this workspace|access to .+ workspace has ended/).first()).toBeVisible({ timeout: 20_000 });
  } finally {
    await executive.close();
    await assistant.close();
  }
});
