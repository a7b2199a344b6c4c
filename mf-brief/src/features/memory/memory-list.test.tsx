import { describe, expect, it } from 'vitest';
import type { MemoryNote } from '@provana/contracts';
import { renderToHtml, textOf } from '@provana/dev-harness/test-support';
import { MemoryList } from './memory-list';

describe('MemoryList', () => {
  it('shows each note with its tag and next trigger', () => {
    const notes: MemoryNote[] = [
      { id: 1, note: 'Sam prefers written agendas', tag: 'team', nextTrigger: 'Before the Thursday 1:1' },
      { id: 2, note: 'Renew the lease option', tag: 'legal', nextTrigger: '2026-05-01' },
    ];
    const text = textOf(renderToHtml(<MemoryList notes={notes} />));
    expect(text).toContain('Sam prefers written agendas team Next trigger: Before the Thursday 1:1');
    expect(text).toContain('Renew the lease option legal Next trigger: 2026-05-01');
  });
});
