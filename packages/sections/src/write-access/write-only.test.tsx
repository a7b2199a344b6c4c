// @vitest-environment happy-dom
// A Viewer sees no control that writes, and a link that opens a form leaves it closed; an Editor sees
// the writing controls but not the owner's; the owner sees both.
import { api, createAppStore, StoreProvider, switchWorkspace } from '@provana/api-client';
import type { WorkspaceRole } from '@provana/contracts';
import { MemoryRouter } from '@provana/router';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLinkedForm } from '../deep-link/use-linked-form';
import { WriteOnly } from './write-only';

beforeEach(() => vi.stubGlobal('fetch', async () => Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function LinkedForm() {
  const [open, setOpen] = useState(false);
  const ref = useLinkedForm('new', 'note', () => setOpen(true));
  return open ? <form ref={ref} aria-label="New note" /> : null;
}

async function renderAs(role: WorkspaceRole) {
  const store = createAppStore();
  store.dispatch(
    api.util.upsertQueryEntries([
      { endpointName: 'getMe', arg: undefined, value: { id: 3, email: 'sam@example.com', name: 'Sam Lee', role: 'tester', executiveId: 30, timeZone: 'UTC' } },
    ]),
  );
  if (role !== 'owner') store.dispatch(switchWorkspace(api, { executiveId: 1, name: 'Dana Reyes', role, timeZone: 'UTC' }));
  await act(async () => {
    render(
      <StoreProvider store={store}>
        <MemoryRouter initialEntries={['/dashboard/memory?new=note']}>
          <WriteOnly>
            <button type="button">Add Note</button>
          </WriteOnly>
          <WriteOnly least="owner">
            <button type="button">Add calendar</button>
          </WriteOnly>
          <LinkedForm />
        </MemoryRouter>
      </StoreProvider>,
    );
  });
}

const shown = (name: string) => screen.queryByRole('button', { name }) !== null;

describe('controls that write', () => {
  it('are absent for a Viewer, and a ?new= link opens no form', async () => {
    await renderAs('viewer');
    expect([shown('Add Note'), shown('Add calendar')]).toEqual([false, false]);
    expect(screen.queryByRole('form', { name: 'New note' })).toBeNull();
  });

  it("are there for an Editor, without the owner's own", async () => {
    await renderAs('editor');
    expect([shown('Add Note'), shown('Add calendar')]).toEqual([true, false]);
    expect(screen.getByRole('form', { name: 'New note' })).toBeTruthy();
  });

  it('are all there for the owner', async () => {
    await renderAs('owner');
    expect([shown('Add Note'), shown('Add calendar')]).toEqual([true, true]);
  });
});
