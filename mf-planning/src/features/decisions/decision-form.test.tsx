// @vitest-environment happy-dom
// Adding a decision as the executive does it, and what the API receives.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi, type ApiStub } from '@provana/dev-harness/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DecisionForm } from './decision-form';

const DECISIONS_URL = '/api/executive/7/decisions';
let api: ApiStub;

beforeEach(() => {
  api = stubApi({ [`POST ${DECISIONS_URL}`]: () => Response.json({ id: 12 }, { status: 201 }) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(<DecisionForm executiveId={7} defaultDate="2026-03-20" onDone={onDone} />, { executiveId: 7 });
  return { onDone, title: screen.getByRole('textbox', { name: /Title/ }), description: screen.getByRole('textbox', { name: /Description/ }) };
}

describe('the Add a decision form', () => {
  it('sends the title, description, impact and due date, submitted with Enter in the title', async () => {
    const user = userEvent.setup();
    const { onDone, title, description } = renderForm();
    expect(screen.getByRole('form', { name: 'Add a decision' })).toBeTruthy();
    await user.type(description, 'Two offers on the table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Impact' }), 'high');
    await user.type(title, 'Dallas office lease{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: DECISIONS_URL,
        body: { title: 'Dallas office lease', description: 'Two offers on the table', impactLevel: 'high', dueBy: '2026-03-20' },
      },
    ]);
  });

  it('says what is missing at each field, moves nothing to the API, and accepts the fix', async () => {
    const user = userEvent.setup();
    const { onDone, title } = renderForm();
    await user.clear(screen.getByLabelText(/Due by/));
    await user.click(screen.getByRole('button', { name: 'Save Decision' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText(/^Due date /)).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);

    await user.type(title, 'Hire a CFO');
    await user.type(screen.getByLabelText(/Due by/), '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Save Decision' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes().map((w) => w.body)).toEqual([{ title: 'Hire a CFO', description: '', impactLevel: 'medium', dueBy: '2026-04-01' }]);
  });

  it('refuses a description over 2000 characters before sending', async () => {
    const user = userEvent.setup();
    const { title, description } = renderForm();
    await user.type(title, 'Budget');
    await user.click(description);
    await user.paste('x'.repeat(2001));
    await user.click(screen.getByRole('button', { name: 'Save Decision' }));
    expect(await screen.findByText('Description must be at most 2000 characters')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it("shows the API's refusal at its field", async () => {
    const user = userEvent.setup();
    api.on(`POST ${DECISIONS_URL}`, () =>
      Response.json({ error: { code: 'validation_error', message: 'must not be in the past', field: 'dueBy' } }, { status: 400 }),
    );
    const { onDone, title } = renderForm();
    await user.type(title, 'Budget{Enter}');
    expect(await screen.findByText('Due date must not be in the past')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('Cancel closes without sending', async () => {
    const user = userEvent.setup();
    const { onDone, title } = renderForm();
    await user.type(title, 'Half-written');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
  });
});
