// @vitest-environment happy-dom
// The brief when a refresh fails: a 503 (the database briefly away) keeps the brief on screen under
// the API's message and Retry, which loads it again; any other failure replaces it with the error.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DailyBrief } from '@provana/contracts';
import { api } from '@provana/api-client';
import { apiStubPerTest, renderWithProviders } from '@provana/dev-harness/test-support';
import { describe, expect, it } from 'vitest';
import { DailyBriefSection } from './daily-brief-section';

const BRIEF_URL = 'GET /api/executive/7/daily-brief';
const brief: DailyBrief = {
  date: '2026-03-12',
  priorities: [],
  meetings: [],
  goalAlignment: 40,
  alignment: { goalAlignment: 40 },
  aiInsight: 'Protect the morning for the board memo.',
};
const unavailable = () =>
  Response.json(
    { error: { code: 'service_unavailable', message: 'The database is unavailable; try again in a moment' } },
    { status: 503, headers: { 'Retry-After': '5' } },
  );
const api$ = apiStubPerTest({ [BRIEF_URL]: () => Response.json(brief) });

async function renderLoadedBrief() {
  const rendered = renderWithProviders(<DailyBriefSection />, { executiveId: 7 });
  await screen.findByText('Protect the morning for the board memo.');
  return rendered;
}

describe('the daily brief when a refresh fails', () => {
  it('keeps the brief under the message when the database is briefly away, and Retry loads it again', async () => {
    const { store } = await renderLoadedBrief();
    api$().on(BRIEF_URL, unavailable);
    await store.dispatch(api.endpoints.getDailyBrief.initiate(7, { forceRefetch: true }));
    expect(await screen.findByText('The database is unavailable; try again in a moment')).toBeTruthy();
    expect(screen.getByText('Protect the morning for the board memo.')).toBeTruthy();

    api$().on(BRIEF_URL, () => Response.json({ ...brief, aiInsight: 'Back: call the CFO first.' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Back: call the CFO first.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('The database is unavailable; try again in a moment')).toBeNull());
  });

  it('replaces the brief with the error for any other failure', async () => {
    const { store } = await renderLoadedBrief();
    api$().on(BRIEF_URL, () => Response.json({ error: { code: 'internal_error', message: 'Something went wrong. Please try again.' } }, { status: 500 }));
    await store.dispatch(api.endpoints.getDailyBrief.initiate(7, { forceRefetch: true }));
    await waitFor(() => expect(screen.queryByText('Protect the morning for the board memo.')).toBeNull());
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
