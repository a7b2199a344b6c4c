// @vitest-environment happy-dom
// A new 1:1 action item as the executive adds it, and what reaches the API.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi, type ApiStub } from '@provana/dev-harness/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sarahChen } from '../../../../test/direct-report';
import { ActionItemForm } from './action-item-form';

const ITEMS_URL = '/api/executive/7/team/Sarah%20Chen/action-items';
let api: ApiStub;

const report = sarahChen;

beforeEach(() => {
  // Today is 4 March 2026 in the executive's zone (UTC): the due date defaults to a week later.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-04T12:00:00Z') });
  api = stubApi({ [`POST ${ITEMS_URL}`]: () => Response.json({ id: 5 }, { status: 201 }) });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderForm() {
  renderWithProviders(<ActionItemForm executiveId={7} report={report} />, { executiveId: 7 });
  return {
    text: screen.getByRole('textbox', { name: 'New action item' }) as HTMLInputElement,
    owner: screen.getByRole('combobox', { name: 'Owner' }) as HTMLSelectElement,
    due: screen.getByLabelText('Due date') as HTMLInputElement,
    add: screen.getByRole('button', { name: 'Add Action Item' }),
  };
}

describe('the new action item form', () => {
  it('is disabled until something is typed, due a week from today, owned by me', async () => {
    const user = userEvent.setup();
    const { text, owner, due, add } = renderForm();
    expect(due.value).toBe('2026-03-11');
    expect(owner.value).toBe('me');
    expect(add.hasAttribute('disabled')).toBe(true);
    await user.type(text, '   ');
    expect(add.hasAttribute('disabled')).toBe(true);
    await user.type(text, 'x');
    expect(add.hasAttribute('disabled')).toBe(false);
  });

  it('adds the item for the report with Enter, says so, and empties the field for the next one', async () => {
    const user = userEvent.setup();
    const { text, owner, due } = renderForm();
    await user.selectOptions(owner, 'Sarah Chen');
    await user.clear(due);
    await user.type(due, '2026-03-20');
    await user.type(text, 'Draft the hiring plan{Enter}');
    await waitFor(() =>
      expect(api.writes()).toEqual([{ method: 'POST', url: ITEMS_URL, body: { text: 'Draft the hiring plan', owner: 'report', due_date: '2026-03-20' } }]),
    );
    expect(await screen.findByText('Assigned to Sarah Chen.')).toBeTruthy();
    await waitFor(() => expect(text.value).toBe(''));
  });

  it('keeps the text and says why when the API refuses it', async () => {
    const user = userEvent.setup();
    api.on(`POST ${ITEMS_URL}`, () => Response.json({ error: { code: 'not_found', message: 'Direct report not found' } }, { status: 404 }));
    const { text } = renderForm();
    await user.type(text, 'Call the recruiter');
    await user.click(screen.getByRole('button', { name: 'Add Action Item' }));
    expect(await screen.findByText(/Failed to add the action item: .*Direct report not found/)).toBeTruthy();
    expect(text.value).toBe('Call the recruiter');
  });

  it('sends nothing without a due date', async () => {
    const user = userEvent.setup();
    const { text, due, add } = renderForm();
    await user.type(text, 'Call the recruiter');
    await user.clear(due);
    expect(add.hasAttribute('disabled')).toBe(true);
    await user.type(text, '{Enter}');
    expect(api.writes()).toEqual([]);
  });
});
