import { describe, expect, it } from 'vitest';
import type { Meeting, Priority } from '@provana/contracts';
import { wallNowIn } from '@provana/dates';
import { BriefCard } from './brief-card';
import { renderToHtml, textOf } from '@provana/dev-harness/test-support';
import { NO_ACTION_ITEMS_TEXT, TopActionItems } from './top-action-items';
import { PriorityCounters } from './priority-counters';

const now = wallNowIn('UTC', new Date('2026-03-04T12:00:00Z'));
function priority(id: number, overrides: Partial<Priority> = {}): Priority {
  return { id, task: `Task ${id}`, description: `About ${id}`, urgency: 'high', dueDate: '2026-03-05T09:00:00', completed: false, status: 'pending', ...overrides };
}

describe('TopActionItems', () => {
  it('shows the encouraging message when nothing critical is open', () => {
    const text = textOf(renderToHtml(<TopActionItems executiveId={1} items={[]} now={now} />));
    expect(text).toContain('Top Action Items Today');
    expect(text).toContain(NO_ACTION_ITEMS_TEXT);
  });

  it('lists each item with its description, due date, a Done button and OVERDUE only when past due', () => {
    const items = [priority(1, { dueDate: '2026-03-03T17:00:00' }), priority(2)];
    const html = renderToHtml(<TopActionItems executiveId={1} items={items} now={now} />);
    const text = textOf(html);
    expect(text).toContain('Task 1 About 1 Due Mar 3, 2026 OVERDUE');
    expect(text).toContain('Task 2 About 2 Due Mar 5, 2026 Done');
    expect(text.match(/OVERDUE/g)).toHaveLength(1);
    expect(html.match(/aria-label="Done: Task \d"/g)).toHaveLength(2);
    expect(text).not.toContain(NO_ACTION_ITEMS_TEXT);
  });
});

describe('BriefCard', () => {
  const meeting: Meeting = { id: 7, title: 'Board prep', startTime: '2026-03-04T09:30:00', endTime: '2026-03-04T10:00:00', location: 'Room 4', attendees: ['Maya', 'Sam'], type: 'meeting' };

  it('offers Complete on open priorities only and shows meetings with time, place and attendees', () => {
    const html = renderToHtml(
      <BriefCard executiveId={1} date="2026-03-04" priorities={[priority(1), priority(2, { completed: true, status: 'completed' })]} meetings={[meeting]} aiInsight="Protect the morning." />,
    );
    const text = textOf(html);
    expect(text).toContain('Print');
    expect(text).toContain('Wednesday, March 4, 2026');
    expect(text).toContain('Protect the morning.');
    expect(html.match(/aria-label="Complete: Task \d"/g)).toEqual(['aria-label="Complete: Task 1"']);
    expect(text).toContain('Task 2 Due Mar 5, 2026 Completed');
    expect(text).toContain('Board prep 9:30 AM · Room 4 With Maya, Sam');
  });
});

describe('PriorityCounters', () => {
  it('shows each count above its spec label', () => {
    const text = textOf(renderToHtml(<PriorityCounters counts={{ high: 3, medium: 2, low: 0 }} />));
    expect(text).toContain('3 High Priority');
    expect(text).toContain('2 Medium Priority');
    expect(text).toContain('0 Low Priority');
  });
});
