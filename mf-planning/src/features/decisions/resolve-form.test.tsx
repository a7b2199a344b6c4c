// @vitest-environment happy-dom
// Deciding or deferring a pending decision, by keyboard and mouse, and what the API receives.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Decision } from '@provana/contracts';
import { renderWithProviders, stubApi, type ApiStub } from '@provana/dev-harness/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResolveForm } from './resolve-form';

const DECISION_URL = '/api/executive/7/decisions/12';
let api: ApiStub;

beforeEach(() => {
  api = stubApi({
    [`POST ${DECISION_URL}/decide`]: () => Response.json({ id: 12 }),
    [`POST ${DECISION_URL}/defer`]: () => Response.json({ id: 12 }),
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const decision: Decision = { id: 12, title: 'Dallas office lease', description: '', impactLevel: 'high', dueBy: '2026-03-10' };

function renderForm(mode: 'decide' | 'defer') {
  const onDone = vi.fn();
  renderWithProviders(<ResolveForm executiveId={7} decision={decision} mode={mode} today="2026-03-04" onDone={onDone} />, { executiveId: 7 });
  return { onDone };
}

describe('deciding a decision', () => {
  it('records the choice and rationale typed, moving from field to field with Tab', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm('decide');
    expect(screen.getByRole('form', { name: 'Decide: Dallas office lease' })).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: /Choice/ }));
    await user.keyboard('Sign the five-year lease');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Rationale/ }));
    await user.keyboard('Cheapest per seat');
    await user.click(screen.getByRole('button', { name: 'Record Decision' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes()).toEqual([
      { method: 'POST', url: `${DECISION_URL}/decide`, body: { choice: 'Sign the five-year lease', rationale: 'Cheapest per seat' } },
    ]);
  });

  it('asks for both the choice and a rationale, sends nothing without them and puts the keyboard on the first', async () => {
    const user = userEvent.setup();
    renderForm('decide');
    await user.type(screen.getByRole('textbox', { name: /Rationale/ }), '   ');
    await user.type(screen.getByRole('textbox', { name: /Choice/ }), '   {Enter}');
    expect(await screen.findByText('Choice is required')).toBeTruthy();
    expect(screen.getByText('Rationale is required')).toBeTruthy();
    await user.click(screen.getByRole('textbox', { name: /Rationale/ }));
    await user.click(screen.getByRole('button', { name: 'Record Decision' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Choice/ })));
    expect(api.writes()).toEqual([]);
  });

  it("shows the API's refusal at the choice", async () => {
    const user = userEvent.setup();
    api.on(`POST ${DECISION_URL}/decide`, () => Response.json({ error: { code: 'conflict', message: 'was already decided' } }, { status: 409 }));
    const { onDone } = renderForm('decide');
    await user.type(screen.getByRole('textbox', { name: /Choice/ }), 'Sign');
    await user.type(screen.getByRole('textbox', { name: /Rationale/ }), 'Cheap');
    await user.click(screen.getByRole('button', { name: 'Record Decision' }));
    expect(await screen.findByText('Choice was already decided')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe('deferring a decision', () => {
  it('sends the new due date, submitted with Enter', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm('defer');
    expect(screen.getByRole('form', { name: 'Defer: Dallas office lease' })).toBeTruthy();
    const date = screen.getByLabelText(/New due date/);
    expect(date.getAttribute('min')).toBe('2026-03-04');
    await user.type(date, '2026-03-18{Enter}');
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes()).toEqual([{ method: 'POST', url: `${DECISION_URL}/defer`, body: { dueBy: '2026-03-18' } }]);
  });

  it('refuses an empty date or a day in the past before sending', async () => {
    const user = userEvent.setup();
    renderForm('defer');
    await user.click(screen.getByRole('button', { name: 'Defer' }));
    expect(await screen.findByText('New due date is required')).toBeTruthy();
    await user.type(screen.getByLabelText(/New due date/), '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Defer' }));
    expect(await screen.findByText('New due date must not be in the past')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });

  it('Cancel closes without sending', async () => {
    const user = userEvent.setup();
    const { onDone } = renderForm('defer');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(api.calls).toEqual([]);
  });
});
