// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { Meeting, Priority } from '@provana/contracts';
import { wallNowIn } from '@provana/dates';
import { renderWithProviders } from '@provana/dev-harness/test-support';
import { BriefCard } from './brief-card';
import { NO_ACTION_ITEMS_TEXT, TopActionItems } from './top-action-items';
import { PriorityCounters } from './priority-counters';

afterEach(cleanup);

const now = wallNowIn('UTC', new Date('2026-03-04T12:00:00Z'));
function priority(id: number, overrides: Partial<Priority> = {}): Priority {
  return {
    id,
    task: `Task ${id}`,
    description: `About ${id}`,
    urgency: 'high',
    dueDate: '2026-03-05T09:00:00',
    completed: false,
    status: 'pending',
    ...overrides,
  };
}

const itemsOf = (listName: string) => within(screen.getByRole('list', { name: listName })).getAllByRole('listitem');

describe('TopActionItems', () => {
  it('shows the encouraging message when nothing critical is open', () => {
    renderWithProviders(<TopActionItems executiveId={1} items={[]} now={now} />);
    expect(screen.getByRole('heading', { name: 'Top Action Items Today' })).toBeTruthy();
    expect(screen.getByText(NO_ACTION_ITEMS_TEXT)).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('lists each item with its description, due date, a Done button and OVERDUE only when past due', () => {
    renderWithProviders(<TopActionItems executiveId={1} items={[priority(1, { dueDate: '2026-03-03T17:00:00' }), priority(2)]} now={now} />, {
      executiveId: 1,
    });
    const [overdue, upcoming] = itemsOf('Top action items') as [HTMLElement, HTMLElement];
    expect(within(overdue).getByText('Task 1')).toBeTruthy();
    expect(within(overdue).getByText('About 1')).toBeTruthy();
    expect(within(overdue).getByText('Due Mar 3, 2026')).toBeTruthy();
    expect(within(overdue).getByText('OVERDUE')).toBeTruthy();
    expect(within(overdue).getByRole('button', { name: 'Done: Task 1' })).toBeTruthy();
    expect(within(upcoming).getByText('Due Mar 5, 2026')).toBeTruthy();
    expect(within(upcoming).queryByText('OVERDUE')).toBeNull();
    expect(within(upcoming).getByRole('button', { name: 'Done: Task 2' })).toBeTruthy();
    expect(screen.queryByText(NO_ACTION_ITEMS_TEXT)).toBeNull();
  });
});

describe('BriefCard', () => {
  const meeting: Meeting = {
    id: 7,
    title: 'Board prep',
    startTime: '2026-03-04T09:30:00',
    endTime: '2026-03-04T10:00:00',
    location: 'Room 4',
    attendees: ['Maya', 'Sam'],
    type: 'meeting',
  };

  it('offers Complete on open priorities only, says which a delegate changed, and shows meetings with time, place and attendees', () => {
    renderWithProviders(
      <BriefCard
        executiveId={1}
        date="2026-03-04"
        priorities={[priority(1), priority(2, { completed: true, status: 'completed', byDelegate: { name: 'Sam Lee', verb: 'changed' } })]}
        meetings={[meeting]}
        aiInsight="Protect the morning."
      />,
      { executiveId: 1 },
    );
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
    expect(screen.getByText('Wednesday, March 4, 2026')).toBeTruthy();
    expect(screen.getByText('Protect the morning.')).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Complete: / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Complete: Task 1']);
    const done = itemsOf('All priorities')[1] as HTMLElement;
    expect(within(done).getByText('Task 2')).toBeTruthy();
    expect(within(done).getByText('Due Mar 5, 2026')).toBeTruthy();
    expect(within(done).getByText('Completed')).toBeTruthy();
    // A delegate completed it: it says so; the executive's own open one says nothing.
    expect(within(done).getByText('changed by Sam')).toBeTruthy();
    expect(within(itemsOf('All priorities')[0] as HTMLElement).queryByText(/ by /)).toBeNull();
    const [board] = itemsOf("Today's meetings") as [HTMLElement];
    expect(within(board).getByText('Board prep')).toBeTruthy();
    expect(within(board).getByText('9:30 AM · Room 4')).toBeTruthy();
    expect(within(board).getByText('With Maya, Sam')).toBeTruthy();
  });

  it("marks a subscribed calendar's meeting with the calendar's name", () => {
    const subscribed = {
      ...meeting,
      id: -1,
      title: 'Design review',
      location: '',
      type: 'subscribed',
      source: { subscriptionId: 3, name: 'Work (Google)', colour: 'teal' },
    };
    renderWithProviders(<BriefCard executiveId={1} date="2026-03-04" priorities={[]} meetings={[meeting, subscribed]} aiInsight="" />);
    const [, review] = itemsOf("Today's meetings") as [HTMLElement, HTMLElement];
    expect(within(review).getByText('Design review')).toBeTruthy();
    expect(within(review).getByText('9:30 AM · From Work (Google)')).toBeTruthy();
  });
});

describe('PriorityCounters', () => {
  it('shows each count above its spec label', () => {
    renderWithProviders(<PriorityCounters counts={{ high: 3, medium: 2, low: 0 }} />);
    for (const [count, label] of [
      ['3', 'High Priority'],
      ['2', 'Medium Priority'],
      ['0', 'Low Priority'],
    ] as const) {
      // The urgency dot carries the label too, hidden from screen readers: the visible label is the one read.
      const [visible] = screen.getAllByText(label).filter((el) => !el.closest('[aria-hidden="true"]'));
      const counter = visible?.parentElement as HTMLElement;
      expect(within(counter).getByText(count)).toBeTruthy();
    }
  });
});
