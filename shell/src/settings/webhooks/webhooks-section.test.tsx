// @vitest-environment happy-dom
// Settings → Webhooks as a person uses it: an endpoint turned off for failing says so; adding one asks
// for an event, sends the address and events, and shows the secret once; the deliveries list each
// outcome with Send again; the empty and error states.
import type { CreatedWebhook, WebhookDelivery, WebhookEndpoint } from '@provana/contracts/webhooks';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderSettingsSection } from '../../../test/render-settings-section';
import WebhooksSection from './webhooks-section';

const FAILED: WebhookEndpoint = {
  id: 3,
  url: 'https://hooks.example.com/in',
  events: ['priority.completed'],
  enabled: false,
  disabledReason: 'failing',
  disabledAt: '2026-03-04T09:30:00Z',
  failingSince: '2026-03-03T09:30:00Z',
  createdAt: '2026-03-01T10:00:00Z',
};

const DELIVERY: WebhookDelivery = {
  id: 9,
  messageId: 'msg_1',
  eventType: 'priority.completed',
  status: 'failed',
  createdAt: '2026-03-03T09:30:00Z',
  nextAttemptAt: null,
  attempts: [{ at: '2026-03-03T09:30:00Z', statusCode: 500, error: 'answered 500', durationMs: 12 }],
};

let endpoints: WebhookEndpoint[] | null;
let sent: { method: string; path: string; body: string }[];

beforeEach(() => {
  endpoints = [FAILED];
  sent = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const path = new URL(request.url).pathname;
    if (request.method !== 'GET') sent.push({ method: request.method, path, body: await request.text() });
    if (request.method === 'POST' && path === '/api/executive/7/webhooks') {
      const endpoint: WebhookEndpoint = {
        ...FAILED,
        id: 4,
        url: 'https://crm.example.com/hook',
        enabled: true,
        disabledReason: null,
        disabledAt: null,
        failingSince: null,
      };
      endpoints = [...(endpoints ?? []), endpoint];
      return Response.json({ secret: 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0', endpoint } satisfies CreatedWebhook, { status: 201 });
    }
    if (path === '/api/executive/7/webhooks') {
      return endpoints ? Response.json({ endpoints }) : Response.json({ error: { code: 'internal_error', message: 'Something went wrong.' } }, { status: 500 });
    }
    if (path === '/api/executive/7/webhooks/3/deliveries') return Response.json({ deliveries: [DELIVERY] });
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderSection() {
  await renderSettingsSection(<WebhooksSection />);
  return userEvent.setup();
}

describe('Settings → Webhooks', () => {
  it('says an endpoint was turned off for failing, and lists its deliveries (Send again only once it is on)', async () => {
    const user = await renderSection();
    const row = within(await screen.findByRole('listitem', { name: 'Webhook to hooks.example.com' }));
    expect(row.getByText('Turned off')).toBeTruthy();
    expect(row.getByText(/Every delivery failed for 24 hours/)).toBeTruthy();
    expect(row.getByRole('button', { name: 'Turn on' })).toBeTruthy();
    await user.click(row.getByRole('button', { name: 'Show deliveries' }));
    const delivery = within(await screen.findByRole('listitem', { name: 'Priority completed, Failed' }));
    expect(delivery.getByText(/Answered 500 · 1 attempt/)).toBeTruthy();
    expect(delivery.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('asks for an event, then adds the endpoint and shows its secret once', async () => {
    const user = await renderSection();
    await user.type(screen.getByRole('textbox', { name: 'Endpoint address' }), 'https://crm.example.com/hook');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByText('Choose at least one event to send.')).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: 'Decision made' }));
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    const shown = within(await screen.findByTestId('created-webhook-secret'));
    expect((shown.getByRole('textbox', { name: 'Signing secret' }) as HTMLInputElement).value).toBe('whsec_c2VjcmV0c2VjcmV0c2VjcmV0');
    expect(sent).toEqual([
      { method: 'POST', path: '/api/executive/7/webhooks', body: JSON.stringify({ url: 'https://crm.example.com/hook', events: ['decision.made'] }) },
    ]);
    expect(await screen.findByRole('listitem', { name: 'Webhook to crm.example.com' })).toBeTruthy();
    await user.click(shown.getByRole('button', { name: 'Done' }));
    expect(screen.queryByTestId('created-webhook-secret')).toBeNull();
  });

  it('says when there are no webhooks, and when the list cannot be loaded', async () => {
    endpoints = [];
    await renderSection();
    expect(await screen.findByText('No webhooks yet')).toBeTruthy();
    cleanup();
    endpoints = null;
    await renderSection();
    expect(await screen.findByText('Your webhooks could not be loaded')).toBeTruthy();
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
