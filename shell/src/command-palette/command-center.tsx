// The header's command palette button and the app's keyboard shortcuts. Only this and the
// key handler are in the first load; the palette, the shortcut list, the print preview and the
// sign-out dialog load on first use. The voice command and settings stay the header's own dialogs.
import { IconButton, createIcon, lazyPart, loadCombobox } from '@provana/ui';
import { useState } from 'react';
import { useNavigate } from '@provana/router';
import { useShortcutKeys } from '../shortcuts/use-shortcut-keys';
import { afterDialogsClose } from './after-dialogs-close';
import type { PaletteCommand } from './palette-commands';

// The palette builds its list with the combobox's code, so both are there before it renders.
const CommandPalette = lazyPart(() => Promise.all([import('./command-palette'), loadCombobox()]).then(([palette]) => palette), 'the command palette');
const ShortcutsDialog = lazyPart(() => import('../shortcuts/shortcuts-dialog'), 'the keyboard shortcuts');
const PrintPreviewHost = lazyPart(() => import('../dialogs/print-preview-host'), 'the print preview');
const SignOutDialog = lazyPart(() => import('../dialogs/sign-out-dialog'), 'signing out');

const SearchIcon = createIcon(
  'SearchIcon',
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="M21 21l-4.3-4.3" />
  </>,
);

type Dialog = 'palette' | 'shortcuts' | 'print' | 'sign-out';

export function CommandCenter({ onVoiceCommand, onSettings }: { onVoiceCommand(): void; onSettings(): void }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState<Dialog | null>(null);
  // Each dialog stays mounted from its first opening on, so it can animate its own close.
  const [mounted, setMounted] = useState<ReadonlySet<Dialog>>(new Set());
  const show = (dialog: Dialog) => {
    setMounted((current) => (current.has(dialog) ? current : new Set(current).add(dialog)));
    setOpen(dialog);
  };
  const close = () => setOpen(null);
  const isOpen = (dialog: Dialog) => open === dialog;

  useShortcutKeys({ navigate: (path) => void navigate(path), openPalette: () => show('palette'), openShortcutList: () => show('shortcuts') });

  const run = (command: PaletteCommand) => {
    if (command.type === 'navigate') {
      void navigate(command.path);
      return;
    }
    afterDialogsClose(() => {
      if (command.type === 'voice-command') onVoiceCommand();
      else if (command.type === 'settings') onSettings();
      else if (command.type === 'print-report') show('print');
      else if (command.type === 'sign-out') show('sign-out');
      else if (command.type === 'shortcuts') show('shortcuts');
    });
  };

  return (
    <>
      <IconButton
        aria-label="Command palette"
        aria-keyshortcuts="Control+K Meta+K"
        title="Command palette (Ctrl+K)"
        variant="ghost"
        onClick={() => show('palette')}
        data-testid="command-palette-button"
      >
        <SearchIcon />
      </IconButton>
      {mounted.has('palette') ? <CommandPalette open={isOpen('palette')} onClose={close} onCommand={run} /> : null}
      {mounted.has('shortcuts') ? <ShortcutsDialog open={isOpen('shortcuts')} onClose={close} /> : null}
      {mounted.has('print') ? <PrintPreviewHost open={isOpen('print')} onClose={close} /> : null}
      {isOpen('sign-out') ? <SignOutDialog open onClose={close} /> : null}
    </>
  );
}
