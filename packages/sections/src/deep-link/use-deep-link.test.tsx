// @vitest-environment happy-dom
import { renderWithProviders } from '@provana/dev-harness/test-support';
import { useLocation } from '@provana/router';
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { DeepLinkNote, MISSING_ITEM_TEXT } from './deep-link-note';
import { FADE_MS, HIGHLIGHTED_ATTRIBUTE, HIGHLIGHT_MS } from './reveal';
import { useDeepLink } from './use-deep-link';
import { useLinkAction } from './use-link-action';
import { useLinkedForm } from './use-linked-form';

const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  HTMLElement.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <span data-testid="search">{location.search}</span>;
}

function Decisions({ ids, ready = true }: { ids: number[]; ready?: boolean }) {
  const link = useDeepLink('decision', { ready, alsoRemove: ['date'] });
  return (
    <>
      <DeepLinkNote link={link} />
      <ul>
        {ids.map((id) => (
          <li key={id} {...link.highlightProps(id)}>
            Decision {id}
          </li>
        ))}
      </ul>
      <Where />
    </>
  );
}

const search = () => screen.getByTestId('search').textContent;

describe('useDeepLink', () => {
  it('scrolls to the linked item, focuses it, highlights it, then removes the parameter', async () => {
    renderWithProviders(<Decisions ids={[1, 2, 3]} />, { path: '/dashboard/decisions?decision=2&date=2026-11-03&keep=yes' });
    const item = await screen.findByText('Decision 2');
    await vi.waitFor(() => expect(document.activeElement).toBe(item));
    expect(item.getAttribute('tabindex')).toBe('-1');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(item);
    expect(item.getAttribute(HIGHLIGHTED_ATTRIBUTE)).toBe('true');
    expect(item.style.backgroundColor).toContain('--chakra-colors-yellow-subtle');
    expect(screen.getByText('Decision 1').hasAttribute(HIGHLIGHTED_ATTRIBUTE)).toBe(false);
    // The link's parameters leave the URL; others stay. No note.
    await vi.waitFor(() => expect(search()).toBe('?keep=yes'));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('fades the highlight after a while', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderWithProviders(<Decisions ids={[7]} />, { path: '/dashboard/decisions?decision=7' });
    const item = screen.getByText('Decision 7');
    await vi.waitFor(() => expect(item.getAttribute(HIGHLIGHTED_ATTRIBUTE)).toBe('true'));
    act(() => vi.advanceTimersByTime(HIGHLIGHT_MS + FADE_MS));
    expect(item.hasAttribute(HIGHLIGHTED_ATTRIBUTE)).toBe(false);
    expect(item.style.backgroundColor).toBe('');
    expect(item.style.outline).toBe('');
  });

  it('waits until the section is ready', async () => {
    const { rerender } = renderWithProviders(<Decisions ids={[]} ready={false} />, { path: '/x?decision=4' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(search()).toBe('?decision=4');
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<Decisions ids={[3, 4]} ready />);
    await vi.waitFor(() => expect(document.activeElement).toBe(screen.getByText('Decision 4')));
  });

  it('says politely that an item no longer exists, and removes the parameter', async () => {
    renderWithProviders(<Decisions ids={[1]} />, { path: '/dashboard/decisions?decision=99' });
    const note = await screen.findByRole('status');
    expect(note.textContent).toBe(MISSING_ITEM_TEXT);
    await vi.waitFor(() => expect(search()).toBe(''));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('treats an id that cannot name an item as missing', async () => {
    renderWithProviders(<Decisions ids={[1]} />, { path: '/x?decision=%22%5D%2C*' });
    expect((await screen.findByRole('status')).textContent).toBe(MISSING_ITEM_TEXT);
  });

  it('does nothing without a link', async () => {
    renderWithProviders(<Decisions ids={[1]} />, { path: '/dashboard/decisions' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(scrollIntoView).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(document.body);
    expect(screen.queryByRole('status')).toBeNull();
  });
});

function NewDecision({ onOpen }: { onOpen: () => void }) {
  useLinkAction('new', 'decision', onOpen);
  return <Where />;
}

describe('useLinkAction', () => {
  it('runs the action once and removes the parameter', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<NewDecision onOpen={onOpen} />, { path: '/dashboard/decisions?new=decision' });
    await vi.waitFor(() => expect(search()).toBe(''));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('ignores another value', async () => {
    const onOpen = vi.fn();
    renderWithProviders(<NewDecision onOpen={onOpen} />, { path: '/dashboard/decisions?new=goal' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(onOpen).not.toHaveBeenCalled();
    expect(search()).toBe('?new=goal');
  });
});

function LinkedForm() {
  const [open, setOpen] = useState(false);
  const formRef = useLinkedForm('new', 'note', () => setOpen(true));
  return (
    <>
      {open && (
        <div ref={formRef}>
          <form aria-label="Add a note">
            <label>
              Note <input />
            </label>
          </form>
        </div>
      )}
      <Where />
    </>
  );
}

describe('useLinkedForm', () => {
  it('opens the form, scrolls to it and focuses its first field, then removes the parameter', async () => {
    renderWithProviders(<LinkedForm />, { path: '/dashboard/memory?new=note', executiveId: 1 });
    const field = await screen.findByRole('textbox', { name: 'Note' });
    await vi.waitFor(() => expect(document.activeElement).toBe(field));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(search()).toBe(''));
  });
});
