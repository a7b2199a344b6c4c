// The command palette and the keyboard shortcuts, driven by the keyboard only:
// Ctrl+K, a section by name, an action, a data result typed with a typo opening its item where it
// lives, Escape giving the focus back; "g c", "?", and nothing while typing in a field; axe on both.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations } from './support/axe';
import { expectDailyBrief, newAccountContext, todayIn, MACHINE_TIME_ZONE } from './support/app';

test.use({ viewport: { width: 1280, height: 800 } });

const palette = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });
const search = (page: Page) => page.getByRole('combobox', { name: 'Search sections, actions and your data' });

/** The option aria-activedescendant points at (what a screen reader announces). */
async function activeOptionText(page: Page): Promise<string> {
  const id = await search(page).getAttribute('aria-activedescendant');
  if (!id) return '';
  return (await page.locator(`[id="${id}"]`).textContent()) ?? '';
}

async function openPalette(page: Page) {
  await page.keyboard.press('Control+k');
  await expect(search(page)).toBeFocused();
}

test('Ctrl+K finds a section, an action and a decision typed with a typo; Escape gives the focus back', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { executiveId } = await newAccountContext(context, 'palette');
  const created = await context.request.post(`/api/executive/${executiveId}/decisions`, {
    data: { title: 'Approve the Lisbon warehouse lease', description: 'Three-year term', impactLevel: 'high', dueBy: todayIn(MACHINE_TIME_ZONE) },
  });
  expect(created.status(), await created.text()).toBeLessThan(300);
  const decision = (await created.json()) as { id: number };

  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);

  // A section by name. axe first over the whole list (scrolling).
  await openPalette(page);
  await expect(search(page)).toHaveAttribute('aria-expanded', 'true');
  expect(await seriousViolations(page, '[data-testid="command-palette"]')).toEqual([]);
  await page.keyboard.type('calendar');
  await expect.poll(() => activeOptionText(page)).toContain('Calendar View');
  await expect(page.getByRole('status').filter({ hasText: /results?$/ })).toHaveText(/^\d+ results?$/);
  expect(await seriousViolations(page, '[data-testid="command-palette"]')).toEqual([]);
  await page.keyboard.press('Enter');
  await expect(palette(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);

  // An action: New decision opens the decisions form.
  await openPalette(page);
  await page.keyboard.type('new decision');
  await expect.poll(() => activeOptionText(page)).toBe('New decision');
  await page.keyboard.press('Enter');
  const decisionForm = page.getByRole('form', { name: 'Add a decision' });
  await expect(decisionForm.getByRole('textbox', { name: 'Title' })).toBeFocused({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/dashboard\/decisions$/);

  // A data result, typed with a typo ("warehuse"), opens the decision where it lives.
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await openPalette(page);
  await page.keyboard.type('lisbon warehuse');
  const hit = palette(page).getByRole('option', { name: /Approve the Lisbon warehouse lease/ });
  await expect(hit).toBeVisible({ timeout: 15_000 });
  await expect(hit.locator('mark').first()).toHaveText(/Lisbon/i);
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  // Down to the hit (past any section or action rows), then Enter.
  for (let i = 0; i < 30 && !(await activeOptionText(page)).includes('Approve the Lisbon'); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  const item = page.locator(`[data-deep-link="decision:${decision.id}"]`).first();
  await expect(item).toHaveAttribute('data-highlighted', 'true', { timeout: 30_000 });
  expect(navigations.some((url) => url.endsWith(`/dashboard/decisions?decision=${decision.id}`))).toBe(true);

  // Escape closes and the focus returns where it was.
  const bell = page.getByTestId('notifications-bell');
  await bell.focus();
  await openPalette(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);
  await expect(bell).toBeFocused();
});

test('shortcuts: g c goes to the calendar, ? lists the shortcuts, and nothing fires while typing in a field', async ({ page, context }) => {
  await newAccountContext(context, 'shortcuts');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);

  await page.keyboard.press('g');
  await page.keyboard.press('c');
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);

  await page.keyboard.press('Shift+?');
  const list = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(list).toBeVisible();
  await expect(list.getByText('Go to Calendar View')).toBeVisible();
  expect(await seriousViolations(page, '[data-testid="shortcuts-dialog"]')).toEqual([]);
  // No shortcut while a dialog is open.
  await page.keyboard.press('g');
  await page.keyboard.press('b');
  await expect(page).toHaveURL(/\/dashboard\/calendar$/);
  await page.keyboard.press('Escape');
  await expect(list).toHaveCount(0);

  // "/" opens the palette with the focus in its search.
  await page.keyboard.press('/');
  await expect(search(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);

  // Actions that open the header's own dialogs, once the palette has closed.
  await openPalette(page);
  await page.keyboard.type('settings');
  await page.keyboard.press('Enter');
  const settings = page.getByRole('dialog', { name: 'Settings' });
  await expect(settings).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(settings).toHaveCount(0);
  await openPalette(page);
  await page.keyboard.type('sign out');
  await page.keyboard.press('Enter');
  const signOut = page.getByRole('alertdialog', { name: 'Would you like to sign out?' });
  await expect(signOut).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(signOut).toHaveCount(0);

  // Typed in a text field, "g d" is text.
  await page.goto('/dashboard/memory?new=note');
  const note = page.getByRole('form', { name: 'Add a memory note' }).getByRole('textbox', { name: 'Note' });
  await expect(note).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type('g d?/n');
  await expect(note).toHaveValue('g d?/n');
  await expect(page).toHaveURL(/\/dashboard\/memory$/);
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);
  await expect(palette(page)).toHaveCount(0);
});
