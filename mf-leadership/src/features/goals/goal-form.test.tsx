// @vitest-environment happy-dom
// The goal form as the executive uses it: typing, choosing, Enter to submit, and what reaches the API.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Goal } from '@provana/contracts';
import { renderWithProviders, stubApi, type ApiStub } from '@provana/dev-harness/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoalForm } from './goal-form';

const GOALS_URL = '/api/executive/7/goals';
let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    [`POST ${GOALS_URL}`]: () => Response.json({ id: 40 }, { status: 201 }),
    [`PATCH ${GOALS_URL}/3`]: () => Response.json({ id: 3 }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const existing: Goal = {
  id: 3,
  kind: 'quarterly',
  title: 'Hire a CFO',
  model_alignment: 'servant',
  target_date: '2026-06-30',
  status: 'In Progress',
  progress: 40,
  tags: [],
  linked_to: null,
};

function renderForm(goal?: Goal) {
  const onDone = vi.fn();
  renderWithProviders(<GoalForm executiveId={7} goal={goal} hasMission linkOptions={['Scale EU']} defaultDate="2026-03-31" onDone={onDone} />, {
    executiveId: 7,
  });
  return { onDone, title: screen.getByRole('textbox', { name: /Title/ }) };
}

describe('the goal form', () => {
  it('adds a goal from what was typed and chosen, submitted with Enter in the title', async () => {
    const user = userEvent.setup();
    const { onDone, title } = renderForm();
    expect(screen.getByRole('form', { name: 'Add a goal' })).toBeTruthy();
    // A mission exists already: only quarterly goals and micro wins can be added.
    expect(
      screen
        .getAllByRole('option')
        .filter((o) => o.closest('select')?.getAttribute('aria-label') === 'Kind')
        .map((o) => o.textContent),
    ).toEqual(['Quarterly goal', 'Micro win']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'micro_win');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'In Progress');
    await user.type(screen.getByRole('combobox', { name: /Linked to/ }), 'Scale EU');
    await user.type(title, '  Ship the pricing page  {Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: GOALS_URL,
        body: {
          kind: 'micro_win',
          title: 'Ship the pricing page',
          status: 'In Progress',
          target_date: '2026-03-31',
          model_alignment: 'servant',
          linked_to: 'Scale EU',
        },
      },
    ]);
  });

  it('says "Title must be at most 200 characters" at the title and sends nothing', async () => {
    const user = userEvent.setup();
    const { onDone, title } = renderForm();
    await user.click(title);
    await user.paste('x'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Title must be at most 200 characters')).toBeTruthy();
    expect(title.getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('asks for a title and a target date before sending, the keyboard on the title', async () => {
    const user = userEvent.setup();
    const { title } = renderForm();
    await user.clear(screen.getByLabelText(/Target date/));
    await user.click(screen.getByRole('button', { name: 'Add Goal' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Choose a target date')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(api.writes()).toEqual([]);
  });

  it("shows the API's refusal at its field and keeps the form open", async () => {
    const user = userEvent.setup();
    api.on(`POST ${GOALS_URL}`, () =>
      Response.json({ error: { code: 'validation_error', message: 'Linked goal not found', field: 'linked_to' } }, { status: 400 }),
    );
    const { onDone, title } = renderForm();
    await user.type(screen.getByRole('combobox', { name: /Linked to/ }), 'Nowhere');
    await user.type(title, 'Open Dallas office{Enter}');
    expect(await screen.findByText('Linked goal not found')).toBeTruthy();
    expect(api.writes()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('edits a goal in place: its values filled in, Save sends the changes, Cancel sends nothing', async () => {
    const user = userEvent.setup();
    const { onDone, title } = renderForm(existing);
    expect(screen.getByRole('form', { name: 'Edit goal Hire a CFO' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Kind' })).toBeNull();
    expect((title as HTMLInputElement).value).toBe('Hire a CFO');
    await user.clear(title);
    await user.type(title, 'Hire a CFO by June');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Complete');
    await user.click(screen.getByRole('button', { name: 'Save Goal' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes()).toEqual([
      {
        method: 'PATCH',
        url: `${GOALS_URL}/3`,
        body: { title: 'Hire a CFO by June', status: 'Complete', target_date: '2026-06-30', model_alignment: 'servant', linked_to: null },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledTimes(2);
    expect(api.writes()).toHaveLength(1);
  });
});
