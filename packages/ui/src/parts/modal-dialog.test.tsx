// @vitest-environment happy-dom
// The one dialog skeleton and the confirm dialog on it, driven by keyboard and mouse: Escape and
// the close button close, focus goes into the dialog and back to the trigger, the form mode submits on Enter.
import { Button, Input, UiProvider, preloadDialog } from '@provana/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FormEvent, useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';
import { ModalDialog } from './modal-dialog';

// The dialog's code is a lazy chunk; the apps start loading it with ModalDialog's module.
beforeAll(() => preloadDialog());
afterEach(cleanup);

/** A page with a button that opens the dialog, as the apps use it (open state owned by the page). */
function Page({ onSubmit, form }: { onSubmit?: (name: string) => void; form?: boolean }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit?.(name);
    setOpen(false);
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>Rename</Button>
      <ModalDialog
        open={open}
        onOpenChange={setOpen}
        title="Rename the board"
        {...(form ? { form: { onSubmit: submit, label: 'Rename the board' } } : {})}
        footer={<Button type={form ? 'submit' : 'button'}>Save</Button>}
      >
        <label>
          New name
          <Input value={name} onChange={(e) => setName(e.target.value)} />
        </label>
      </ModalDialog>
    </>
  );
}

const renderPage = (props: Parameters<typeof Page>[0] = {}) =>
  render(
    <UiProvider>
      <Page {...props} />
    </UiProvider>,
  );

async function openWithKeyboard(user: ReturnType<typeof userEvent.setup>) {
  const trigger = screen.getByRole('button', { name: 'Rename' });
  trigger.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Rename the board' });
  return { trigger, dialog };
}

describe('ModalDialog', () => {
  it('opens named by its title, moves focus inside, and Escape closes it with focus back on the trigger', async () => {
    const user = userEvent.setup();
    renderPage();
    const { trigger, dialog } = await openWithKeyboard(user);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('closes from its labelled close button, focus back on the trigger', async () => {
    const user = userEvent.setup();
    renderPage();
    const { trigger } = await openWithKeyboard(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('keeps Tab inside the dialog while it is open', async () => {
    const user = userEvent.setup();
    renderPage();
    const { dialog } = await openWithKeyboard(user);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('in form mode is a form named by its label that submits on Enter in a field', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderPage({ form: true, onSubmit });
    const { trigger } = await openWithKeyboard(user);
    expect(screen.getByRole('form', { name: 'Rename the board' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'New name' }), 'Q2 board{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('Q2 board');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });
});

/** Sign-out's question: the page owns the open state; Confirm runs the action. */
function SignOut({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign out</Button>
      <ConfirmDialog
        open={open}
        title="Sign out?"
        confirmLabel="Sign out now"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      >
        Unsaved drafts stay on this device.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  const open = async (user: ReturnType<typeof userEvent.setup>, onConfirm = vi.fn()) => {
    render(
      <UiProvider>
        <SignOut onConfirm={onConfirm} />
      </UiProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Sign out' });
    await user.click(trigger);
    return { trigger, onConfirm, dialog: await screen.findByRole('alertdialog', { name: 'Sign out?' }) };
  };

  it('asks as an alert dialog with its text, Cancel and the confirming action', async () => {
    const user = userEvent.setup();
    const { dialog } = await open(user);
    expect(dialog.textContent).toContain('Unsaved drafts stay on this device.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out now' })).toBeTruthy();
  });

  it('Escape cancels: nothing runs and focus returns to the trigger', async () => {
    const user = userEvent.setup();
    const { trigger, onConfirm } = await open(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('Cancel closes without running the action', async () => {
    const user = userEvent.setup();
    const { onConfirm } = await open(user);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action once from the keyboard: Tab to the confirming button, Enter', async () => {
    const user = userEvent.setup();
    const { onConfirm } = await open(user);
    const confirm = screen.getByRole('button', { name: 'Sign out now' });
    for (let i = 0; i < 4 && document.activeElement !== confirm; i += 1) await user.tab();
    expect(document.activeElement).toBe(confirm);
    await user.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('shows the busy label on a disabled confirming button while the action runs', () => {
    render(
      <UiProvider>
        <ConfirmDialog open title="Delete recording?" confirmLabel="Delete" busyLabel="Deleting..." busy onCancel={() => undefined} onConfirm={() => undefined}>
          It cannot be undone.
        </ConfirmDialog>
      </UiProvider>,
    );
    expect(screen.getByRole('button', { name: 'Deleting...' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
