// @vitest-environment happy-dom
// An event a delegate last added or changed says so on the day timeline: in its name always, as a
// line of its own where the block is tall enough, else in its tooltip (or a crowded event's detail).
import type { CalendarEvent } from '@provana/contracts';
import { renderWithProviders } from '@provana/dev-harness/test-support';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaticItem } from './static-item';
import { TimelineBoard } from './timeline-board';
import { timelineItems } from './timeline-items';

const day = '2025-03-10';
const sam = { name: 'Sam Lee', verb: 'added' as const };
const event = (id: number, title: string, start: string, end: string, extra: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id,
  title,
  startTime: `${day}T${start}:00`,
  endTime: `${day}T${end}:00`,
  type: 'focus',
  priority: 'high',
  description: '',
  relatedGoals: [],
  ...extra,
});

const items = timelineItems(
  day,
  [
    event(1, 'Board prep', '09:00', '10:30', { byDelegate: sam }),
    event(2, 'Call the venue', '11:00', '12:00', { byDelegate: { name: 'Sam Lee', verb: 'changed' } }),
    event(3, 'Quick sync', '13:00', '13:30', { byDelegate: sam }),
    event(4, 'Own block', '15:00', '16:30'),
    // A Busy block never says who wrote it, whatever the data says.
    event(5, 'Busy', '17:00', '18:30', { busy: true, byDelegate: sam }),
  ],
  [],
  [],
);

afterEach(cleanup);

const handle = (title: RegExp) => screen.getByRole('button', { name: title });

describe('"added by" on the day timeline', () => {
  it('names the delegate in each event’s name, shows a line on a tall block and a tooltip or detail on a small one', () => {
    renderWithProviders(<TimelineBoard executiveId={1} date={day} items={items} dataVersion={null} />, { executiveId: 1 });

    // Tall (90 minutes): a line of its own, the whole name on hover; said after the time.
    const tall = handle(/^Board prep/);
    expect(tall.textContent).toMatch(/^Board prep, 9:00 AM to 10:30 AM, added by Sam\. Press arrow keys/);
    const line = within(tall).getByTestId('by-delegate');
    expect(line.textContent).toBe('added by Sam');
    expect(line.getAttribute('title')).toBe('added by Sam Lee');

    // An hour: no room for a line; its name says it, its text's tooltip too.
    const hour = handle(/^Call the venue/);
    expect(hour.textContent).toMatch(/^Call the venue, 11:00 AM to 12:00 PM, changed by Sam\. Press/);
    expect(within(hour).queryByTestId('by-delegate')).toBeNull();
    expect(within(hour).getByText('Call the venue').closest('[title]')?.getAttribute('title')).toBe('changed by Sam Lee');

    // Crowded (30 minutes): the name, and the detail shown on focus.
    const short = handle(/^Quick sync/);
    expect(short.textContent).toContain('added by Sam');
    expect(within(short).queryByTestId('by-delegate')).toBeNull();
    fireEvent.focus(short);
    expect(within(screen.getByTestId('timeline-item-detail')).getByText('added by Sam Lee')).toBeTruthy();

    // The executive's own block and the Busy one name no one.
    expect(handle(/^Own block/).textContent).not.toContain(' by ');
    const busy = screen.getAllByTestId('timeline-item').find((li) => li.getAttribute('data-busy') === 'true');
    expect(busy?.textContent).not.toContain(' by ');
  });

  it('says it on a block drawn only (a Viewer’s), as a line when tall, in the name and tooltip when not', () => {
    const box = { top: '0px', height: '70px', left: '0px', width: '200px' };
    const [tall, hour] = items;
    if (!tall || !hour) throw new Error('no items');
    renderWithProviders(
      <ul>
        <StaticItem item={{ ...tall, movable: false }} box={box} conflicts={undefined} density="roomy" />
        <StaticItem item={{ ...hour, movable: false }} box={box} conflicts={undefined} density="roomy" />
      </ul>,
    );
    const [first, second] = screen.getAllByRole('listitem');
    expect(within(first!).getByText('Event: Board prep, 9:00 AM to 10:30 AM, added by Sam')).toBeTruthy();
    expect(within(first!).getByTestId('by-delegate').textContent).toBe('added by Sam');
    expect(within(second!).getByText('Event: Call the venue, 11:00 AM to 12:00 PM, changed by Sam')).toBeTruthy();
    expect(within(second!).queryByTestId('by-delegate')).toBeNull();
    expect(second!.querySelector('[aria-hidden="true"]')?.getAttribute('title')).toContain('changed by Sam');
  });
});
