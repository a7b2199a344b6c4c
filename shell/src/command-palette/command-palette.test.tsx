// @vitest-environment happy-dom
// The palette as a keyboard and screen-reader user meets it: the combobox and its listbox, typing,
// the arrows (wrapping), Home and End, Enter, Escape, the live count, and the server's results.
import type { WorkspaceSearchResponse } from '@provana/contracts';
import { api, createAppStore, StoreProvider } from '@provana/api-client';
import { UiProvider, loadCombobox } from '@provana/ui';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import CommandPalette from './command-palette';
import type { PaletteCommand } from './palette-commands';

let searches: string[];
let themeSaves: string[];
let answer: (q: string) => Response;

const decisionHit: WorkspaceSearchResponse = {
  query: 'vendor',
  results: [
    {
      kind: 'decision',
      id: 42,
      title: [
        { text: 'Choose the ', match: false },
        { text: 'vendor', match: true },
      ],
      detail: [{ text: 'Two bids', match: false }],
      date: '2026-11-20',
    },
  ],
};

// The header loads the combobox's code with the palette; here the palette is imported directly.
beforeAll(() => loadCombobox());

beforeEach(() => {
  searches = [];
  themeSaves = [];
  answer = () => Response.json(decisionHit);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname === '/api/executive/7/appearance' && request.method === 'PUT') {
      const body = (await request.json()) as { theme: string };
      themeSaves.push(body.theme);
      return Response.json({ theme: body.theme });
    }
    if (url.pathname === '/api/executive/7/search') {
      const q = url.searchParams.get('q') ?? '';
      searches.push(q);
      return answer(q);
    }
    return Response.json({ error: { code: 'not_found', message: 'not under test' } }, { status: 404 });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The palette behind a button, as in the header: the button opens it, the focus comes back to it. */
async function renderPalette() {
  const store = createAppStore();
  await store.dispatch(api.util.upsertQueryData('getMe', undefined, { id: 1, email: 'a@b.test', name: 'A', role: 'tester', executiveId: 7, timeZone: 'UTC' }));
  const commands: PaletteCommand[] = [];
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          Open palette
        </button>
        <CommandPalette open={open} onClose={() => setOpen(false)} onCommand={(command) => commands.push(command)} />
      </>
    );
  }
  render(
    <StoreProvider store={store}>
      <UiProvider>
        <Harness />
      </UiProvider>
    </StoreProvider>,
  );
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Open palette' });
  await user.click(opener);
  const input = await screen.findByRole('combobox', { name: 'Search sections, actions and your data' });
  await waitFor(() => expect(document.activeElement).toBe(input));
  return { user, input, opener, commands };
}

const listbox = () => screen.getByRole('listbox', { name: 'Results' });
const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const liveRegion = () => screen.getByRole('status');

/** Types one character at a time, letting the combobox take each in before the next (happy-dom runs
 * user-event's keystrokes faster than zag's input sync, which a real browser never does). */
async function typeSlowly(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  for (const ch of text) {
    const expected = (input as HTMLInputElement).value + ch;
    await user.type(input, ch);
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(expected));
    await new Promise((settle) => requestAnimationFrame(() => settle(undefined)));
  }
}

describe('the command palette', () => {
  it('is a combobox controlling a listbox of grouped sections and actions, the first option active', async () => {
    const { input } = await renderPalette();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox().id);
    const groups = within(listbox()).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Sections',
      'Actions',
    ]);
    expect(within(groups[0]!).getAllByRole('option')).toHaveLength(12);
    expect(activeOption(input)?.textContent).toContain('Daily Brief');
    expect(activeOption(input)?.getAttribute('aria-selected')).toBe('true');
    expect(activeOption(input)?.getAttribute('aria-keyshortcuts')).toBe('g b');
  });

  it('narrows to what is typed, highlights the matched words, and says the count politely', async () => {
    answer = (q) => Response.json({ query: q, results: [] });
    const { user, input } = await renderPalette();
    await typeSlowly(user, input, 'cal');
    const options = within(listbox()).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Calendar Viewg c']);
    expect(options[0]!.querySelector('mark')?.textContent).toBe('Cal');
    await waitFor(() => expect(liveRegion().textContent).toBe('1 result'));
    await user.clear(input);
    await waitFor(() => expect(liveRegion().textContent).toBe('22 results'));
    expect(liveRegion().getAttribute('aria-live')).toBe('polite');
  });

  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', async () => {
    // No data hits: a search settling mid-way (a pause in typing on a slow machine) leaves the list as is.
    answer = (q) => Response.json({ query: q, results: [] });
    const { user, input } = await renderPalette();
    await typeSlowly(user, input, 'new');
    const names = () =>
      within(listbox())
        .getAllByRole('option')
        .map((o) => o.textContent);
    expect(names()).toEqual(['New priorityn', 'New decision', 'New memory note']);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)?.textContent).toBe('New decision');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)?.textContent).toBe('New priorityn');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)?.textContent).toBe('New memory note');
    await user.keyboard('{Home}');
    expect(activeOption(input)?.textContent).toBe('New priorityn');
    await user.keyboard('{End}');
    expect(activeOption(input)?.textContent).toBe('New memory note');
    expect(
      within(listbox())
        .getAllByRole('option')
        .filter((o) => o.getAttribute('aria-selected') === 'true'),
    ).toHaveLength(1);
  });

  it('runs the active option on Enter and closes', async () => {
    const { user, input, commands } = await renderPalette();
    await typeSlowly(user, input, 'new decision');
    await user.keyboard('{Enter}');
    expect(commands).toEqual([{ type: 'navigate', path: '/dashboard/decisions?new=decision' }]);
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
  });

  it('closes on Escape and gives the focus back to where it was', async () => {
    const { user, opener } = await renderPalette();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('searches the data once typing pauses and opens a result at its deep link', async () => {
    const { user, input, commands } = await renderPalette();
    // Pasted in one go: no pause inside the word, so one search.
    await user.click(input);
    await user.paste('vendr');
    expect(screen.getByText('Searching your data...')).toBeTruthy();
    const hit = await screen.findByRole('option', { name: /Choose the vendor/ });
    expect(searches).toEqual(['vendr']);
    expect(hit.querySelector('mark')?.textContent).toBe('vendor');
    expect(hit.textContent).toContain('Decision · Nov 20, 2026');
    await waitFor(() => expect(liveRegion().textContent).toBe('1 result'));
    await user.keyboard('{End}{Enter}');
    expect(commands).toEqual([{ type: 'navigate', path: '/dashboard/decisions?decision=42' }]);
  });

  it('says "No results" when nothing matches', async () => {
    answer = (q) => Response.json({ query: q, results: [] });
    const { user, input } = await renderPalette();
    await typeSlowly(user, input, 'zzqx');
    await screen.findByText('No results');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await waitFor(() => expect(liveRegion().textContent).toBe('No results'));
  });

  it('says in words when the data search fails, and tries again on request', async () => {
    answer = () => Response.json({ error: { code: 'internal', message: 'Search is down' } }, { status: 500 });
    const { user, input } = await renderPalette();
    // Pasted in one go: one search, so no earlier query's failure is on screen.
    await user.click(input);
    await user.paste('settings');
    await screen.findByRole('button', { name: 'Try again' });
    expect(screen.getByText(/Your data could not be searched \(/)).toBeTruthy();
    expect(
      within(listbox())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Settings']);
    answer = (q) => Response.json({ ...decisionHit, query: q });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('option', { name: /Choose the vendor/ });
    await act(async () => {});
    expect(searches).toEqual(['settings', 'settings']);
  });

  it('switches the theme to the other one and stores it on the account', async () => {
    const { user, input, commands } = await renderPalette();
    await typeSlowly(user, input, 'theme');
    const option = within(listbox()).getByRole('option', { name: /Switch theme to dark/ });
    expect(option.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(themeSaves).toEqual(['dark']));
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(commands).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Open palette' }));
    await typeSlowly(user, await screen.findByRole('combobox'), 'theme');
    expect(within(listbox()).getByRole('option', { name: /Switch theme to light/ })).toBeTruthy();
  });
});
