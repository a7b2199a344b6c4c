// Settings → Webhooks in a browser against its own server (loopback receivers allowed) and a real
// receiver on loopback that checks every signature with the `standardwebhooks` library: add an
// endpoint for "Priority completed", see the secret once, complete a priority, and the signed delivery
// arrives and is listed as delivered with its answer. axe in light and dark; the section fits a 390 px
// phone.
import { type Browser, expect, test } from '@playwright/test';
import { startWebhookReceiver, type WebhookReceiver } from '../api/test/support/webhook-receiver';
import { expectDailyBrief, newAccountContext } from './support/app';
import { axeInBothThemes } from './support/axe';
import { PHONE, measurePhoneFit } from './support/phone-fit';
import { type RunningServer, startAppServer } from './support/servers';

/** The body a delivery carries (packages/contracts/src/webhooks.ts): e2e reads the wire, not the contracts. */
interface WebhookPayload {
  type: string;
  timestamp: string;
  data: { workspaceId: number; id: number | string } & Record<string, unknown>;
}

let app: RunningServer;
let receiver: WebhookReceiver;

test.beforeAll(async () => {
  receiver = await startWebhookReceiver([200]);
  app = await startAppServer({ env: { PROVANA_WEBHOOK_ALLOW_LOOPBACK: 'true' } });
});

test.afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const newContext = (browser: Browser) => browser.newContext({ baseURL: app.url, viewport: { width: 1280, height: 900 } });

test('an endpoint added in Settings receives a signed delivery when a priority is completed, listed as delivered', async ({ browser }) => {
  const context = await newContext(browser);
  const page = await context.newPage();
  const { executiveId } = await newAccountContext(context, 'webhooks');
  const added = await context.request.post(`/api/executive/${executiveId}/priorities`, { data: { task: 'Send the board deck', urgency: 'high' } });
  expect(added.status(), await added.text()).toBe(201);
  const priorityId = ((await added.json()) as { id: number }).id;

  await page.goto('/dashboard/daily-brief');
  await expectDailyBrief(page);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  const section = page.getByRole('dialog', { name: 'Settings' }).getByTestId('settings-webhooks');
  await expect(section.getByRole('textbox', { name: 'Endpoint address' })).toBeVisible({ timeout: 20_000 });
  await expect(section.getByText('No webhooks yet')).toBeVisible();

  // Without an event the form says so at the events; then the one wanted.
  await section.getByRole('textbox', { name: 'Endpoint address' }).fill(receiver.url);
  await section.getByRole('button', { name: 'Add webhook' }).click();
  await expect(section.getByText('Choose at least one event to send.')).toBeVisible();
  await section.getByText('Priority completed', { exact: true }).click();
  await section.getByRole('button', { name: 'Add webhook' }).click();

  const shown = section.getByTestId('created-webhook-secret').getByRole('textbox', { name: 'Signing secret' });
  await expect(shown).toHaveValue(/^whsec_/);
  receiver.setSecret(await shown.inputValue());
  await section.getByRole('button', { name: 'Done' }).click();
  await expect(section.getByTestId('created-webhook-secret')).toHaveCount(0);
  await expect(section.getByText(/whsec_/)).toHaveCount(0);

  const row = section.getByRole('listitem', { name: 'Webhook to 127.0.0.1' }).first();
  await expect(row.getByText('Priority completed')).toBeVisible();
  await row.getByRole('button', { name: 'Show deliveries' }).click();
  await expect(row.getByText('No deliveries yet')).toBeVisible();

  const completed = await context.request.patch(`/api/executive/${executiveId}/priorities/${priorityId}`, { data: { completed: true } });
  expect(completed.status(), await completed.text()).toBe(200);
  await expect.poll(() => receiver.received.length, { timeout: 15_000 }).toBe(1);
  const [arrived] = receiver.received;
  expect(arrived?.verified).toBe(true);
  const payload = JSON.parse(arrived?.body ?? '{}') as WebhookPayload;
  expect(payload).toMatchObject({ type: 'priority.completed', data: { workspaceId: executiveId, id: priorityId, task: 'Send the board deck' } });

  // The list, refreshed, shows it delivered with the receiver's answer.
  const delivered = row.getByRole('listitem', { name: 'Priority completed, Delivered' });
  await expect(async () => {
    await row.getByRole('button', { name: 'Refresh' }).click();
    await expect(delivered).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await expect(delivered.getByText(/Answered 200 · 1 attempt/)).toBeVisible();
  await expect(delivered.getByRole('button', { name: 'Send again' })).toBeVisible();

  await section.scrollIntoViewIfNeeded();
  await axeInBothThemes(page, 'Settings → Webhooks', '[data-testid=settings-webhooks]');
  await page.setViewportSize(PHONE);
  await section.scrollIntoViewIfNeeded();
  const fit = await measurePhoneFit(page);
  expect(fit.offscreen).toEqual([]);
  expect(fit.scrollWidth).toBeLessThanOrEqual(PHONE.width);
  await context.close();
});
