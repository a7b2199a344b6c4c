// @vitest-environment happy-dom
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import type { ProposedAction } from '@provana/contracts';
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProposalCard } from './proposal-card';

const EXECUTIVE_ID = 7;
const ACTIONS_URL = `/api/executive/${EXECUTIVE_ID}/assistant/actions`;

const priority: ProposedAction = { kind: 'create_priority', task: 'Call the CFO', description: '', urgency: 'high', dueDate: '2026-03-12T17:00' };
const note: ProposedAction = { kind: 'add_memory_note', note: 'Anna prefers morning calls', tag: 'assistant', nextTrigger: '' };
const event: ProposedAction = { kind: 'schedule_event', title: 'Board prep', startTime: '2026-03-12T09:00', endTime: '2026-03-12T10:30', description: '' };
const complete: ProposedAction = { kind: 'complete_task', priorityId: 42 };

/** Requests the card made, and what the actions endpoint answers. */
let calls: { url: string; method: string; body: string }[];
let answer: () => Response;

beforeEach(() => {
  calls = [];
  answer = () => Response.json({ kind: 'create_priority', id: 99 });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    calls.push({ url: new URL(request.url).pathname, method: request.method, body: await request.text() });
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderCard(action: ProposedAction, onSaved = vi.fn(), onDismiss = vi.fn()) {
  const store = createAppStore();
  // Signed in: the card takes the executive from the session, as in the shell.
  void store.dispatch(
    api.util.upsertQueryData('getMe', undefined, { id: 1, email: 'a@b.test', name: 'A', role: 'tester', executiveId: EXECUTIVE_ID, timeZone: 'UTC' }),
  );
  const wrap = (children: ReactNode) => (
    <StoreProvider store={store}>
      <UiProvider>{children}</UiProvider>
    </StoreProvider>
  );
  render(wrap(<ProposalCard action={action} onSaved={onSaved} onDismiss={onDismiss} />));
  return { onSaved, onDismiss, card: screen.getByRole('group'), store };
}

describe('the proposal card', () => {
  it.each([
    ['a priority with its urgency and due time', priority, 'New priority: Call the CFO (high, due 2026-03-12 17:00)'],
    ['a priority without a due time', { ...priority, urgency: 'medium', dueDate: null } satisfies ProposedAction, 'New priority: Call the CFO (medium)'],
    ['a memory note', note, 'New memory note: Anna prefers morning calls'],
    ['a calendar event with its start and end', event, 'New event: Board prep (2026-03-12 09:00 to 2026-03-12 10:30)'],
    ['completing a task, by its number', complete, 'Mark priority #42 complete'],
  ])('says what it would change for %s, as a group named by that sentence, with Confirm and Dismiss', (_name, action, sentence) => {
    const { card } = renderCard(action);
    expect(screen.getByRole('group', { name: `Proposed change: ${sentence}` })).toBe(card);
    expect(card.textContent).toContain('Nothing is saved until you confirm.');
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Confirm', 'Dismiss']);
    expect(calls).toEqual([]);
  });

  it('writes the action only on Confirm, then reports it saved', async () => {
    const user = userEvent.setup();
    const { card, onSaved, onDismiss } = renderCard(note);
    expect(calls).toEqual([]);
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved. New memory note: Anna prefers morning calls'));
    expect(calls).toEqual([{ url: ACTIONS_URL, method: 'POST', body: JSON.stringify({ action: note }) }]);
    expect(onDismiss).not.toHaveBeenCalled();
  });

  it.each([
    ['a memory note', note],
    ['an event', event],
  ])('saves %s Private when the box is ticked', async (_name, action) => {
    const user = userEvent.setup();
    const { card, onSaved } = renderCard(action);
    await user.click(await within(card).findByRole('checkbox', { name: /Private/ }));
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls).toEqual([{ url: ACTIONS_URL, method: 'POST', body: JSON.stringify({ action, private: true }) }]);
  });

  it('offers Private only for what can be private: not for a priority or a completed task', async () => {
    for (const action of [priority, complete]) {
      const { card, store } = renderCard(action);
      // Once the session is known, as the box waits for it.
      await vi.waitFor(() => expect(api.endpoints.getMe.select()(store.getState()).data).toBeTruthy());
      expect(within(card).queryByRole('checkbox')).toBeNull();
      cleanup();
    }
  });

  it('Dismiss writes nothing', async () => {
    const user = userEvent.setup();
    const { card, onSaved, onDismiss } = renderCard(event);
    await user.click(within(card).getByRole('button', { name: 'Dismiss' }));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onSaved).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('keeps the card after a refused save, says why, and lets the executive confirm again', async () => {
    const user = userEvent.setup();
    answer = () => Response.json({ error: { code: 'not_found', message: 'Priority not found' } }, { status: 404 });
    const { card, onSaved } = renderCard(complete);
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    expect(await within(card).findByRole('alert')).toHaveProperty('textContent', 'Not saved: Priority not found');
    expect(onSaved).not.toHaveBeenCalled();

    answer = () => Response.json({ kind: 'complete_task', id: 42 });
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved. Mark priority #42 complete'));
    expect(calls.map((c) => c.method)).toEqual(['POST', 'POST']);
  });

  it('is used by keyboard: Tab goes Confirm then Dismiss, Enter confirms, Space dismisses', async () => {
    const user = userEvent.setup();
    const { card, onSaved, onDismiss } = renderCard(priority);
    const [confirm, dismiss] = within(card).getAllByRole('button');
    await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.tab();
    expect(document.activeElement).toBe(dismiss);
    await user.keyboard(' ');
    expect(onDismiss).toHaveBeenCalledOnce();

    await user.tab({ shift: true });
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved. New priority: Call the CFO (high, due 2026-03-12 17:00)'));
  });

  it('shows Confirm as Saving… and Dismiss disabled while the save is in flight', async () => {
    const user = userEvent.setup();
    let release: (r: Response) => void = () => undefined;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      calls.push({ url: new URL(request.url).pathname, method: request.method, body: await request.text() });
      return new Promise<Response>((resolve) => (release = resolve));
    });
    const { card, onSaved } = renderCard(priority);
    await user.click(within(card).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(within(card).getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true);
    expect(within(card).getByRole('button', { name: 'Dismiss' }).hasAttribute('disabled')).toBe(true);
    release(Response.json({ kind: 'create_priority', id: 5 }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
  });
});
