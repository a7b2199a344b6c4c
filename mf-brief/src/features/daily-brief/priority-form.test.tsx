// @vitest-environment happy-dom
// Adding a priority (the ?new=priority link's form) as the executive does it, and what the API receives.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi, type ApiStub } from '@provana/dev-harness/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PriorityForm } from './priority-form';

const PRIORITIES_URL = '/api/executive/7/priorities';
let api: ApiStub;

beforeEach(() => {
  api = stubApi({ [`POST ${PRIORITIES_URL}`]: () => Response.json({ id: 40 }, { status: 201 }) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(<PriorityForm executiveId={7} onDone={onDone} />, { executiveId: 7 });
  return { onDone, task: screen.getByRole('textbox', { name: /Task/ }) };
}

describe('the Add a priority form', () => {
  it('sends the task, description, urgency and due time, submitted with Enter in the task', async () => {
    const user = userEvent.setup();
    const { onDone, task } = renderForm();
    await user.type(screen.getByRole('textbox', { name: /Description/ }), 'Before the board call');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Urgency' }), 'high');
    await user.type(screen.getByLabelText(/Due/), '2026-03-12T17:30');
    await user.type(task, 'Call the CFO{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: PRIORITIES_URL,
        body: { task: 'Call the CFO', description: 'Before the board call', urgency: 'high', dueDate: '2026-03-12T17:30:00' },
      },
    ]);
  });

  it('says the task is required and sends nothing; no due time is sent as none', async () => {
    const user = userEvent.setup();
    const { onDone, task } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Save Priority' }));
    expect(await screen.findByText('Task is required')).toBeTruthy();
    expect(task.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
    await user.type(task, 'Sign the lease');
    await user.click(screen.getByRole('button', { name: 'Save Priority' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes().map((w) => w.body)).toEqual([{ task: 'Sign the lease', description: '', urgency: 'medium', dueDate: null }]);
  });

  it("shows the API's refusal and stays open", async () => {
    api.on(`POST ${PRIORITIES_URL}`, () => Response.json({ error: { code: 'internal', message: 'database is locked' } }, { status: 500 }));
    const user = userEvent.setup();
    const { onDone, task } = renderForm();
    await user.type(task, 'Call the CFO{Enter}');
    expect((await screen.findByRole('alert')).textContent).toContain('database is locked');
    expect(onDone).not.toHaveBeenCalled();
  });
});
