// @vitest-environment happy-dom
// This week's reflection as the executive writes it: counts, the checkbox, the insight, and the PUT it sends.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reflection } from '@provana/contracts';
import { renderWithProviders, stubApi, type ApiStub } from '@provana/dev-harness/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReflectionForm } from './reflection-form';

const WEEK_URL = '/api/executive/7/reflections/2026-03-02';
let api: ApiStub;

beforeEach(() => {
  api = stubApi({ [`PUT ${WEEK_URL}`]: () => Response.json({ id: 1 }) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved: Reflection = {
  id: 1,
  weekStart: '2026-03-02',
  strategicDecisionsMade: 4,
  delayedDecisions: 1,
  delegatedTasks: 6,
  missedPersonalEvent: true,
  selfInsight: 'Delegated more',
};

function renderForm(existing?: Reflection) {
  renderWithProviders(<ReflectionForm executiveId={7} weekStart="2026-03-02" existing={existing} />, { executiveId: 7 });
  return {
    form: screen.getByRole('form', { name: "This week's reflection" }),
    count: (name: string) => screen.getByRole('spinbutton', { name: new RegExp(name) }),
  };
}

describe("this week's reflection form", () => {
  it('saves the typed counts, the missed event and the insight for this week', async () => {
    const user = userEvent.setup();
    const { count } = renderForm();
    expect(screen.getByText(/Not written yet\./)).toBeTruthy();
    await user.clear(count('Strategic decisions made'));
    await user.type(count('Strategic decisions made'), '5');
    await user.clear(count('Delegated tasks'));
    await user.type(count('Delegated tasks'), '3');
    await user.click(screen.getByRole('checkbox', { name: 'I missed a personal event this week' }));
    await user.type(screen.getByRole('textbox', { name: /Self-insight/ }), '  Said no to two meetings  ');
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      url: WEEK_URL,
      body: { strategicDecisionsMade: 5, delayedDecisions: 0, delegatedTasks: 3, missedPersonalEvent: true, selfInsight: 'Said no to two meetings' },
    });
  });

  it("names each wrong field in the API's words and sends nothing", async () => {
    const user = userEvent.setup();
    const { count } = renderForm();
    await user.clear(count('Strategic decisions made'));
    await user.type(count('Strategic decisions made'), '-2');
    await user.clear(count('Delayed decisions'));
    await user.click(screen.getByRole('button', { name: 'Save Reflection' }));
    expect(await screen.findByText('Strategic decisions made cannot be negative')).toBeTruthy();
    expect(screen.getByText('Delayed decisions must be a number')).toBeTruthy();
    expect(screen.getByText('Self-insight is required')).toBeTruthy();
    expect(count('Strategic decisions made').getAttribute('aria-invalid')).toBe('true');
    expect(api.writes()).toEqual([]);
  });

  it('opens a saved week with its values and updates it, submitted with Enter in a count', async () => {
    const user = userEvent.setup();
    const { count } = renderForm(saved);
    expect(screen.getByText(/Saved; change it as the week goes on\./)).toBeTruthy();
    expect((count('Delegated tasks') as HTMLInputElement).value).toBe('6');
    expect((screen.getByRole('checkbox', { name: 'I missed a personal event this week' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Update Reflection' })).toBeTruthy();
    await user.clear(count('Delayed decisions'));
    await user.type(count('Delayed decisions'), '2{Enter}');
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({
      strategicDecisionsMade: 4,
      delayedDecisions: 2,
      delegatedTasks: 6,
      missedPersonalEvent: true,
      selfInsight: 'Delegated more',
    });
  });

  it("shows the API's refusal above the button when it names no field", async () => {
    const user = userEvent.setup();
    api.on(`PUT ${WEEK_URL}`, () => Response.json({ error: { code: 'internal', message: 'The reflection could not be saved' } }, { status: 500 }));
    renderForm(saved);
    await user.click(screen.getByRole('button', { name: 'Update Reflection' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The reflection could not be saved');
  });
});
