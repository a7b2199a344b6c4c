// @vitest-environment happy-dom
// This week's form follows the stored private flag: marked private elsewhere (another tab, a Full
// delegate), the form shows it ticked, and an Update that did not touch the box keeps it private.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '@provana/api-client';
import type { Reflection } from '@provana/contracts';
import { mondayOf, todayIn } from '@provana/dates';
import { apiStubPerTest, renderWithProviders } from '@provana/dev-harness/test-support';
import { describe, expect, it } from 'vitest';
import { InsightsSection } from './insights-section';

const weekStart = mondayOf(todayIn('UTC'));
const thisWeek: Reflection = {
  id: 3,
  weekStart,
  strategicDecisionsMade: 2,
  delayedDecisions: 1,
  delegatedTasks: 4,
  missedPersonalEvent: false,
  selfInsight: 'Slept badly',
};
const stub = apiStubPerTest();

describe('the weekly insights section', () => {
  it('restarts the form from a private flag set elsewhere, so an Update keeps it private', async () => {
    let stored = thisWeek;
    stub().on('GET /api/executive/7/reflections', () => Response.json([stored]));
    stub().on(`PUT /api/executive/7/reflections/${weekStart}`, () => Response.json(stored));
    const user = userEvent.setup();
    const { store } = renderWithProviders(<InsightsSection />, { executiveId: 7 });
    const privateBox = async () => (await screen.findByRole('checkbox', { name: /Private/ })) as HTMLInputElement;
    expect((await privateBox()).checked).toBe(false);

    stored = { ...thisWeek, private: true };
    store.dispatch(api.util.invalidateTags([{ type: 'Reflection', id: 'LIST' }]));
    // The list shows its lock: the stored flag has arrived.
    await screen.findByRole('img', { name: 'Private' });
    expect((await privateBox()).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Update Reflection' }));
    await waitFor(() => expect(stub().writes()).toHaveLength(1));
    expect(stub().writes()[0]?.body).not.toHaveProperty('private');
  });
});
