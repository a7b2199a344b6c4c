import { describe, expect, it } from 'vitest';
import type { PersonalEvent } from '@provana/contracts';
import { renderToHtml, textOf } from '@provana/dev-harness/test-support';
import { LifeEventList } from './life-event-list';

describe('LifeEventList', () => {
  it('shows event, date and place, and Reminder set only where a reminder is set', () => {
    const events: PersonalEvent[] = [
      { id: 1, event: "Maya's birthday", date: '2026-03-07', location: 'Home', reminderSet: true },
      { id: 2, event: 'Anniversary dinner', date: '2026-04-12', location: '', reminderSet: false },
    ];
    const text = textOf(renderToHtml(<LifeEventList events={events} />));
    expect(text).toContain("Maya's birthday Sat, Mar 7, 2026 · Home Reminder set");
    expect(text).toContain('Anniversary dinner Sun, Apr 12, 2026');
    expect(text.match(/Reminder set/g)).toHaveLength(1);
  });
});
