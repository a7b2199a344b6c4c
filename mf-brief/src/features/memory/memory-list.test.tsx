// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { MemoryNote } from '@provana/contracts';
import { renderWithProviders } from '@provana/dev-harness/test-support';
import { MemoryList } from './memory-list';

afterEach(cleanup);

describe('MemoryList', () => {
  it('shows each note with its tag and next trigger, one list item per note', () => {
    const notes: MemoryNote[] = [
      { id: 1, note: 'Sam prefers written agendas', tag: 'team', nextTrigger: 'Before the Thursday 1:1' },
      { id: 2, note: 'Renew the lease option', tag: 'legal', nextTrigger: '2026-05-01' },
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
  });
});
