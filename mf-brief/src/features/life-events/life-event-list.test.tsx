// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { PersonalEvent } from '@provana/contracts';
import { renderWithProviders } from '@provana/dev-harness/test-support';
import { LifeEventList } from './life-event-list';

afterEach(cleanup);

describe('LifeEventList', () => {
  it('shows event, date and place, and Reminder set only where a reminder is set', () => {
    const events: PersonalEvent[] = [
      { id: 1, event: "Maya's birthday", date: '2026-03-07', location: 'Home', reminderSet: true },
      { id: 2, event: 'Anniversary dinner', date: '2026-04-12', location: '', reminderSet: false },
    ];
    renderWithProviders(<LifeEventList events={events} />);
    const [birthday, dinner] = within(screen.getByRole('list', { name: 'Life events' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(birthday).getByText("Maya's birthday")).toBeTruthy();
    expect(within(birthday).getByText('Sat, Mar 7, 2026 · Home')).toBeTruthy();
    expect(within(birthday).getByText('Reminder set')).toBeTruthy();
    expect(within(dinner).getByText('Anniversary dinner')).toBeTruthy();
    expect(within(dinner).getByText('Sun, Apr 12, 2026')).toBeTruthy();
    expect(within(dinner).queryByText('Reminder set')).toBeNull();
  });
});
