// Settings → API tokens in a browser, and the API's reference page. A token made in Settings (by
// keyboard) is shown once, works from a plain HTTP request on loopback, and after Revoke is refused
// with 401; the section passes axe in light and dark and fits a 390 px phone; /api/docs renders the
// generated document with nothing fetched from another origin. An AI assistant's priority, added with
// a token through the MCP server, shows in the open brief without a reload and in Activity "via" it.
import { expect, test, type Page } from '@playwright/test';
import { expectDailyBrief, newAccountContext } from './support/app';
import { axeInBothThemes } from './support/axe';
import { PHONE, measurePhoneFit } from './support/phone-fit';

async function openTokens(page: Page) {
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const section = page.getByRole('dialog', { name: 'Settings' }).getByTestId('settings-api-tokens');
  await expect(section.getByRole('textbox', { name: 'Token name' })).toBeVisible({ timeout: 20_000 });
  return section;
}

/** A request from the test itself, not the browser: no cookie, only the token. */
const priorities = (baseURL: string, executiveId: number, token: string) =>
  fetch(`${baseURL}/api/executive/${executiveId}/priorities`, { headers: { Authorization: `Bearer ${token}` } });

test('a token made in Settings works over plain HTTP until it is revoked, then answers 401', async ({ page, context, baseURL }) => {
  const { executiveId } = await newAccountContext(context, 'api-token');
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  const section = await openTokens(page);
  await expect(section.getByText('No tokens yet')).toBeVisible();

  // By keyboard: the name, then Enter creates (read-only on everything, 90 days).
  await section.getByRole('textbox', { name: 'Token name' }).focus();
  await page.keyboard.type('Loopback script');
  await page.keyboard.press('Enter');
  const shown = section.getByTestId('created-api-token').getByRole('textbox', { name: 'Your new token' });
  await expect(shown).toHaveValue(/^pvn_/);
  const token = await shown.inputValue();
  expect((await priorities(baseURL ?? '', executiveId, token)).status).toBe(200);

  const row = section.getByRole('listitem', { name: 'Loopback script' });
  await expect(row.getByText('Read-only, everything')).toBeVisible();
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByTestId('created-api-token')).toHaveCount(0);

  await row.getByRole('button', { name: 'Revoke Loopback script' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke token' }).click();
  await expect(section.getByText('No tokens yet')).toBeVisible();
  const refused = await priorities(baseURL ?? '', executiveId, token);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ error: { code: 'invalid_token' } });
});

/** One MCP tool call, as an assistant's client sends it (stateless Streamable HTTP: one POST, a JSON answer). */
async function mcpCall(baseURL: string, token: string, name: string, args: Record<string, unknown>) {
  const res = await fetch(`${baseURL}/api/mcp`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } }),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { result?: { isError?: boolean; content: { text: string }[] } };
}

test('a priority an AI assistant adds over MCP shows in the open brief at once, and Activity says via which token', async ({ page, context, baseURL }) => {
  await newAccountContext(context, 'mcp');
  const made = await context.request.post('/api/auth/api-tokens', { data: { name: 'Claude', scopes: ['brief:write'] } });
  expect(made.status(), await made.text()).toBe(201);
  const { token } = (await made.json()) as { token: string };
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);

  const task = 'Call the board chair about the audit';
  const answer = await mcpCall(baseURL ?? '', token, 'add_priority', { task, urgency: 'high' });
  expect(answer.result?.isError).toBeFalsy();
  await expect(page.getByTestId('brief-priority').filter({ has: page.getByText(task, { exact: true }) })).toBeVisible({ timeout: 5_000 });

  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const activity = page.getByRole('dialog', { name: 'Settings' }).getByTestId('settings-activity');
  await expect(activity.getByText(new RegExp(`added the priority '${task}' via Claude`))).toBeVisible({ timeout: 20_000 });
});

test('Settings → API tokens passes axe in light and dark and fits a 390 px phone', async ({ page, context }) => {
  await newAccountContext(context, 'api-token-axe');
  const made = await context.request.post('/api/auth/api-tokens', { data: { name: 'Forever', scopes: ['team:write'], expiresInDays: null } });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  const section = await openTokens(page);
  await expect(section.getByRole('listitem', { name: 'Forever' }).getByText('Never expires')).toBeVisible();
  await section.getByRole('radio', { name: 'Choose per area' }).check();
  await section.scrollIntoViewIfNeeded();
  await axeInBothThemes(page, 'Settings → API tokens', '[data-testid=settings-api-tokens]');

  await page.setViewportSize(PHONE);
  await section.scrollIntoViewIfNeeded();
  const fit = await measurePhoneFit(page);
  expect(fit.offscreen).toEqual([]);
  expect(fit.scrollWidth).toBeLessThanOrEqual(PHONE.width);
});

test('the API reference renders the generated document and loads nothing from another origin', async ({ page, baseURL }) => {
  const origins = new Set<string>();
  page.on('request', (request) => origins.add(new URL(request.url()).origin));
  const res = await page.goto('/api/docs');
  expect(res?.headers()['content-security-policy']).toMatch(/script-src 'self' 'nonce-[^']+'/);
  expect(res?.headers()['content-security-policy']).not.toContain('unsafe-inline');
  await expect(page.getByRole('heading', { name: 'Provana API', level: 1 })).toBeVisible({ timeout: 30_000 });
  await page.getByText('Brief and priorities').first().click();
  await expect(page.getByText('GET /api/executive/:id/priorities').first()).toBeVisible();
  expect([...origins]).toEqual([new URL(baseURL ?? '').origin]);
});
