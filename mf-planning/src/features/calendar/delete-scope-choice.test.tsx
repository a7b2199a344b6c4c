// @vitest-environment happy-dom
// Deleting an event: a one-off goes at once; an occurrence of a recurring event asks "This event",
// "This and following" or "All events" in place, by mouse or keyboard, and Escape or Cancel asks nothing and deletes nothing.
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeleteScopeChoice } from './delete-scope-choice';

afterEach(cleanup);

const renderChoice = (recurring: boolean) => {
  const onDelete = vi.fn();
  render(
    <UiProvider>
      <DeleteScopeChoice title="Staff meeting" recurring={recurring} loading={false} onDelete={onDelete} />
    </UiProvider>,
  );
  return onDelete;
};

describe('DeleteScopeChoice', () => {
  it('deletes a one-off event at once', async () => {
    const onDelete = renderChoice(false);
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Staff meeting' }));
    expect(onDelete).toHaveBeenCalledWith('all');
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('asks for an occurrence: "This event" deletes that occurrence only', async () => {
    const onDelete = renderChoice(true);
    const button = screen.getByRole('button', { name: 'Delete: Staff meeting' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(onDelete).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'Delete which events: Staff meeting' });
    const choices = within(group)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(choices).toEqual(['This event', 'This and following', 'All events', 'Cancel']);
    // Focus moves to the first choice.
    expect(document.activeElement?.textContent).toBe('This event');
    await userEvent.click(within(group).getByRole('button', { name: 'This event' }));
    expect(onDelete).toHaveBeenCalledWith('this');
  });

  it('deletes this and the following events, or the whole series with "All events", by keyboard', async () => {
    const onDelete = renderChoice(true);
    screen.getByRole('button', { name: 'Delete: Staff meeting' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('This and following');
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith('following');
    screen.getByRole('button', { name: 'Delete: Staff meeting' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('All events');
    await userEvent.keyboard('{Enter}');
    expect(onDelete).toHaveBeenCalledWith('all');
  });

  it('cancels with Escape or Cancel, deleting nothing, focus back on Delete', async () => {
    const onDelete = renderChoice(true);
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Staff meeting' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete: Staff meeting' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete: Staff meeting' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('group')).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();
  });
});
