// @vitest-environment happy-dom
// The event form as the executive uses it: a weekly series with a reminder sent as the API expects,
// a refusal shown at its field with the input kept, and an occurrence edited for this event or all.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiStubPerTest, renderWithProviders } from '@provana/dev-harness/test-support';
import { describe, expect, it } from 'vitest';
import { EditEventButton, NewEventButton } from './event-form-buttons';

const EVENTS = '/api/executive/7/calendar-events';
const api = apiStubPerTest();

const series = {
  id: 4,
  title: 'Stand-up',
  startTime: '2026-03-30T09:00:00',
  endTime: '2026-03-30T09:15:00',
  type: 'meeting',
  priority: 'high',
  description: '',
  relatedGoals: [],
  repeat: { frequency: 'weekly', weekdays: ['MO'] },
  occurrenceStart: '2026-03-30T09:00:00',
  reminderMinutes: 10,
};

describe('the event form', () => {
  it('adds a weekly series with a reminder', async () => {
    api().on(`POST ${EVENTS}`, ({ body }) => Response.json({ ...series, ...(body as object), id: 9 }, { status: 201 }));
    const user = userEvent.setup();
    renderWithProviders(<NewEventButton executiveId={7} date="2026-03-23" />, { executiveId: 7 });
    await user.click(screen.getByRole('button', { name: 'New event' }));
    await user.type(await screen.findByRole('textbox', { name: /Title/ }), 'Team sync');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeat' }), 'weekly');
    await user.click(screen.getByRole('checkbox', { name: 'Thursday' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ends' }), 'count');
    await user.clear(screen.getByRole('textbox', { name: /Number of times/ }));
    await user.type(screen.getByRole('textbox', { name: /Number of times/ }), '6');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reminder' }), '15');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    await waitFor(() => expect(api().writes()).toHaveLength(1));
    expect(api().writes()[0]).toEqual({
      method: 'POST',
      url: EVENTS,
      body: {
        title: 'Team sync',
        startTime: '2026-03-23T09:00:00',
        endTime: '2026-03-23T10:00:00',
        type: 'meeting',
        priority: 'medium',
        repeat: { frequency: 'weekly', weekdays: ['MO', 'TH'], count: 6 },
        reminderMinutes: 15,
      },
    });
    await waitFor(() => expect(screen.queryByTestId('event-form-dialog')).toBeNull());
  });

  it('checks before sending and keeps what was typed when the API refuses', async () => {
    api().on(`POST ${EVENTS}`, () =>
      Response.json(
        { error: { code: 'validation_error', message: 'repeat.until: must not be before the start date', field: 'repeat.until' } },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<NewEventButton executiveId={7} date="2026-03-23" />, { executiveId: 7 });
    await user.click(screen.getByRole('button', { name: 'New event' }));
    await user.click(await screen.findByRole('button', { name: 'Add event' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(api().writes()).toEqual([]);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Review');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Repeat' }), 'daily');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Ends' }), 'until');
    const until = screen.getByLabelText(/Last date/);
    await user.type(until, '2026-04-01');
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(await screen.findByText('Last date must not be before the start date')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Title/ }) as HTMLInputElement).value).toBe('Review');
    // The keyboard lands on the field the API refused.
    await waitFor(() => expect(document.activeElement).toBe(until));
  });

  it('edits one occurrence (title and time) or, when asked, all events with their repeat and reminder', async () => {
    api().on(`GET ${EVENTS}`, () => Response.json([series]));
    api().on(`PATCH ${EVENTS}/4`, ({ body }) => Response.json({ ...series, ...(body as object) }));
    const user = userEvent.setup();
    renderWithProviders(<EditEventButton executiveId={7} eventId={4} occurrenceStart="2026-03-30T09:00:00" date="2026-03-30" title="Stand-up" />, {
      executiveId: 7,
    });
    await user.click(screen.getByRole('button', { name: 'Edit: Stand-up' }));
    const title = await screen.findByRole('textbox', { name: /Title/ });
    await waitFor(() => expect((title as HTMLInputElement).value).toBe('Stand-up'));
    expect(screen.queryByRole('combobox', { name: 'Repeat' })).toBeNull();
    expect(screen.getByTestId('series-summary').textContent).toBe(
      'Repeats weekly on Monday. Reminder: 10 minutes before. Choose "All events" to change these.',
    );
    expect((screen.getByRole('radio', { name: 'This event' }) as HTMLInputElement).checked).toBe(true);
    await user.clear(title);
    await user.type(title, 'Stand-up (moved)');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api().writes()).toHaveLength(1));
    expect(api().writes()[0]?.body).toEqual({
      title: 'Stand-up (moved)',
      startTime: '2026-03-30T09:00:00',
      endTime: '2026-03-30T09:15:00',
      scope: 'this',
      occurrenceStart: '2026-03-30T09:00:00',
    });

    await waitFor(() => expect(screen.queryByTestId('event-form-dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Edit: Stand-up' }));
    await user.click(await screen.findByRole('radio', { name: 'All events' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reminder' }), 'none');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api().writes()).toHaveLength(2));
    expect(api().writes()[1]?.body).toMatchObject({ scope: 'all', repeat: { frequency: 'weekly', weekdays: ['MO'] }, reminderMinutes: null });
  });
});
