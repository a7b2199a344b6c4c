// @vitest-environment happy-dom
// Subscribing to a calendar as the executive does it: the schema's checks before sending, the
// server's refusal in words with the input kept, and the first sync's result.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStubPerTest, renderWithProviders } from '@provana/dev-harness/test-support';
import { describe, expect, it } from 'vitest';
import { CalendarDialog } from './calendar-dialog';

const SUBSCRIPTIONS = '/api/executive/7/calendar-subscriptions';
const FEED = 'https://calendar.google.com/calendar/ical/abc/private-xyz/basic.ics';
const api = apiStubPerTest();

async function openDialog() {
  const user = userEvent.setup();
  renderWithProviders(<CalendarDialog executiveId={7} mode="add" />, { executiveId: 7 });
  await user.click(screen.getByRole('button', { name: 'Add calendar' }));
  const name = await screen.findByRole('textbox', { name: /Name/ });
  return { user, name, address: screen.getByRole('textbox', { name: /iCalendar address/ }) };
}

describe('the Add calendar dialog', () => {
  it('refuses a missing name and a non-calendar address before sending anything', async () => {
    const { user, address } = await openDialog();
    await user.type(address, 'ftp://example.com/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Name is required')).toBeTruthy();
    expect(screen.getByText('iCalendar address must be an https:// or webcal:// address')).toBeTruthy();
    expect(api().writes()).toEqual([]);
  });

  it("shows the server's refusal in words and keeps what was typed", async () => {
    api().on(`POST ${SUBSCRIPTIONS}`, () =>
      Response.json({ error: { code: 'validation_error', message: 'url: a private address is not allowed', field: 'url' } }, { status: 400 }),
    );
    const { user, name, address } = await openDialog();
    await user.type(name, 'Family');
    await user.type(address, 'https://10.0.0.1/cal.ics');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('iCalendar address a private address is not allowed')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Name/ }) as HTMLInputElement).value).toBe('Family');
    expect((screen.getByRole('textbox', { name: /iCalendar address/ }) as HTMLInputElement).value).toBe('https://10.0.0.1/cal.ics');
  });

  it('sends name, address and colour, then shows the first sync result', async () => {
    api().on(`POST ${SUBSCRIPTIONS}`, ({ body }) =>
      Response.json(
        {
          id: 3,
          name: 'Family',
          url: FEED,
          colour: 'green',
          lastSyncedAt: '2025-03-12T09:00:00.000Z',
          lastError: null,
          nextSyncAt: '2025-03-12T09:15:00.000Z',
          createdAt: '2025-03-12T09:00:00.000Z',
          eventCount: 12,
          body,
        },
        { status: 201 },
      ),
    );
    const { user, name, address } = await openDialog();
    await user.type(name, 'Family');
    await user.type(address, FEED);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colour' }), 'green');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByTestId('add-calendar-result').textContent).toContain('12 events synced'));
    expect(api().writes()).toEqual([{ method: 'POST', url: SUBSCRIPTIONS, body: { name: 'Family', url: FEED, colour: 'green' } }]);
  });
});
