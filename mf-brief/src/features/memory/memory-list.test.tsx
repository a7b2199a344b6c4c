// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { MemoryNote } from '@provana/contracts';
import { renderWithProviders } from '@provana/dev-harness/test-support';
import { MemoryList } from './memory-list';

afterEach(cleanup);

describe('MemoryList', () => {
  it('shows each note with its tag, next trigger and the delegate who added it, one list item per note', () => {
    const notes: MemoryNote[] = [
      { id: 1, note: 'Sam prefers written agendas', tag: 'team', nextTrigger: 'Before the Thursday 1:1' },
      { id: 2, note: 'Renew the lease option', tag: 'legal', nextTrigger: '2026-05-01', byDelegate: { name: 'Sam Lee', verb: 'added' } },
    ];
    renderWithProviders(<MemoryList notes={notes} />);
    const items = within(screen.getByRole('list', { name: 'Memory notes' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Sam prefers written agendas')).toBeTruthy();
    expect(within(first).getByText('team')).toBeTruthy();
    expect(within(first).getByText('Next trigger: Before the Thursday 1:1')).toBeTruthy();
    expect(within(second).getByText('Renew the lease option')).toBeTruthy();
    expect(within(second).getByText('legal')).toBeTruthy();
    expect(within(second).getByText('Next trigger: 2026-05-01')).toBeTruthy();
    // Added by a delegate: it says so; the executive's own says nothing.
    expect(within(second).getByText('added by Sam')).toBeTruthy();
    expect(within(first).queryByText(/ by /)).toBeNull();
  });

  it('marks a private note with a lock named Private, and shows none on the others', () => {
    const notes: MemoryNote[] = [
      { id: 1, note: 'Offer letter for Dana', tag: 'hiring', nextTrigger: 'Friday', private: true },
      { id: 2, note: 'Book the offsite', tag: 'team', nextTrigger: 'Monday' },
    ];
    renderWithProviders(<MemoryList notes={notes} />);
    const [secret, shared] = within(screen.getByRole('list', { name: 'Memory notes' })).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(secret).getByRole('img', { name: 'Private' })).toBeTruthy();
    expect(within(shared).queryByRole('img', { name: 'Private' })).toBeNull();
  });

  it('offers whoever may mark notes private a button on each note that marks or unmarks it', () => {
    const onSetPrivate = vi.fn();
    const notes: MemoryNote[] = [
      { id: 1, note: 'Offer letter for Dana', tag: 'hiring', nextTrigger: 'Friday', private: true },
      { id: 2, note: 'Book the offsite', tag: 'team', nextTrigger: 'Monday' },
    ];
    renderWithProviders(<MemoryList notes={notes} onSetPrivate={onSetPrivate} />);
    expect(screen.getAllByRole('img', { name: 'Private' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Mark private: “Book the offsite”' }));
    expect(onSetPrivate).toHaveBeenCalledWith(notes[1], true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmark private: “Offer letter for Dana”' }));
    expect(onSetPrivate).toHaveBeenCalledWith(notes[0], false);
  });
});
