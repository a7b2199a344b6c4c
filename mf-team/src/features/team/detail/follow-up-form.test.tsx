// @vitest-environment happy-dom
// Schedule Follow-up as the executive edits the suggested slot: an end before the start is said
// under End as the times change and Save waits for a right one; what reaches the API.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders, stubApi, type ApiStub } from '@provana/dev-harness/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sarahChen } from '../../../../test/direct-report';
import { FollowUpForm } from './follow-up-form';

const SLOT_URL = '/api/executive/7/team/Sarah%20Chen/follow-up-slot';
const FOLLOW_UP_URL = '/api/executive/7/team/Sarah%20Chen/follow-up';
let api: ApiStub;

const report = sarahChen;

beforeEach(() => {
  api = stubApi({ [`GET ${SLOT_URL}`]: () => Response.json({ startTime: '2030-01-07T10:00:00', endTime: '2030-01-07T10:30:00' }) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function renderForm() {
  const onDone = vi.fn();
  renderWithProviders(<FollowUpForm executiveId={7} report={report} onDone={onDone} />, { executiveId: 7 });
  const date = (await screen.findByLabelText(/^Date/)) as HTMLInputElement;
  await waitFor(() => expect(date.value).toBe('2030-01-07'));
  return {
    onDone,
    date,
    start: screen.getByLabelText(/^Start/) as HTMLInputElement,
    end: screen.getByLabelText(/^End/) as HTMLInputElement,
    save: screen.getByRole('button', { name: 'Save Follow-up' }),
  };
}

describe('Schedule Follow-up', () => {
  it('says an end before the start under End as the times change, and Save waits until it is right', async () => {
    const { start, end, save } = await renderForm();
    expect(end.value).toBe('10:30');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText('End must be after start')).toBeNull();

    fireEvent.change(end, { target: { value: '09:30' } });
    expect(screen.getByText('End must be after start')).toBeTruthy();
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(start, { target: { value: '09:00' } });
    expect(screen.queryByText('End must be after start')).toBeNull();
    expect(end.hasAttribute('aria-invalid')).toBe(false);
    expect(save.hasAttribute('disabled')).toBe(false);

    // A missing time waits for the person to fill it in, said by Save alone.
    fireEvent.change(end, { target: { value: '' } });
    expect(save.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText('End must be after start')).toBeNull();
    expect(end.hasAttribute('aria-invalid')).toBe(false);
    expect(api.writes()).toEqual([]);
  });

  it('sends the edited slot as one start and end', async () => {
    api.on(`POST ${FOLLOW_UP_URL}`, () =>
      Response.json(
        {
          event: { id: 9, title: '1:1 with Sarah Chen', startTime: '2030-01-07T16:00:00', endTime: '2030-01-07T16:45:00' },
          report: { ...report, next_meeting: '2030-01-07T16:00:00' },
        },
        { status: 201 },
      ),
    );
    const { start, end, save, onDone } = await renderForm();
    fireEvent.change(start, { target: { value: '16:00' } });
    fireEvent.change(end, { target: { value: '16:45' } });
    fireEvent.click(save);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(api.writes()).toEqual([{ method: 'POST', url: FOLLOW_UP_URL, body: { startTime: '2030-01-07T16:00:00', endTime: '2030-01-07T16:45:00' } }]);
  });
});
