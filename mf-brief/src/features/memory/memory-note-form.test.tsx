// @vitest-environment happy-dom
// Adding a memory note (Add Note or the ?new=note link): the confirmed assistant action it sends.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, stubApi, type ApiStub } from '@provana/dev-harness/test-support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryNoteForm } from './memory-note-form';

const ACTIONS_URL = '/api/executive/7/assistant/actions';
let api: ApiStub;

beforeEach(() => {
  api = stubApi({ [`POST ${ACTIONS_URL}`]: () => Response.json({ kind: 'add_memory_note', id: 5 }, { status: 201 }) });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Add a memory note form', () => {
  it('sends the note with its tag and next trigger', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(<MemoryNoteForm executiveId={7} onDone={onDone} />, { executiveId: 7 });
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Ask Sarah about the Dallas move');
    await user.clear(screen.getByRole('textbox', { name: 'Tag' }));
    await user.type(screen.getByRole('textbox', { name: 'Tag' }), 'team');
    await user.type(screen.getByRole('textbox', { name: 'Next trigger' }), 'Next 1:1');
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        url: ACTIONS_URL,
        body: { action: { kind: 'add_memory_note', note: 'Ask Sarah about the Dallas move', tag: 'team', nextTrigger: 'Next 1:1' } },
      },
    ]);
  });

  it('says the note is required and sends nothing', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MemoryNoteForm executiveId={7} onDone={vi.fn()} />, { executiveId: 7 });
    await user.click(screen.getByRole('button', { name: 'Save Note' }));
    expect(await screen.findByText('Note is required')).toBeTruthy();
    expect(api.writes()).toEqual([]);
  });
});
