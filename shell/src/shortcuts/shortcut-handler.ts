// The app's single-key shortcuts as one keydown handler, free of React so it is unit
// tested as is: "?" the shortcut list, "g" then a letter a section, "n" a new priority, "/" the
// palette's search, and Ctrl/Cmd+K the palette. None fires while typing in a field, while a dialog is
// open, or with a modifier held (the browser's and the screen reader's own shortcuts), except Ctrl/Cmd+K.
import { sectionPath, type SectionId } from '../lib/sections';
import { sectionKeys } from './section-keys';

export interface ShortcutActions {
  navigate(path: string): void;
  openPalette(): void;
  openShortcutList(): void;
  /** The person may write here: a Viewer's "n" would open a form the workspace refuses. */
  canWrite(): boolean;
}

/** How long "g" waits for its letter. */
export const SEQUENCE_TIMEOUT_MS = 1500;
export const NEW_PRIORITY_PATH = '/dashboard/daily-brief?new=priority';

const sectionByKey = new Map(Object.entries(sectionKeys).map(([id, key]) => [key, id as SectionId]));

/** A text field, select or rich-text editor has the focus: keys there are the user's typing. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  const el = target as HTMLElement;
  if (el.isContentEditable || el.closest('[contenteditable=""],[contenteditable="true"]')) return true;
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true;
  if (el.tagName !== 'INPUT') return false;
  // Buttons dressed as inputs take no text.
  return !/^(button|checkbox|radio|range|submit|reset|file|color|image)$/.test((el as HTMLInputElement).type);
}

/** A dialog (ours or a remote's) is open: its keys are its own. */
export function isDialogOpen(doc: Document): boolean {
  return [...doc.querySelectorAll('[role="dialog"],[role="alertdialog"]')].some(
    (el) => !(el as HTMLElement).hidden && el.getAttribute('data-state') !== 'closed',
  );
}

export function createShortcutHandler(actions: ShortcutActions, now: () => number = Date.now) {
  let pendingG = -Infinity;
  return (event: KeyboardEvent) => {
    if (event.defaultPrevented || event.isComposing) return;
    const doc = (event.target as Node | null)?.ownerDocument ?? document;
    const key = event.key;
    if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && key.toLowerCase() === 'k') {
      if (isDialogOpen(doc)) return;
      event.preventDefault();
      actions.openPalette();
      return;
    }
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (isTypingTarget(event.target) || isDialogOpen(doc)) return;

    const sequence = now() - pendingG <= SEQUENCE_TIMEOUT_MS;
    pendingG = -Infinity;
    if (sequence) {
      const section = sectionByKey.get(key);
      if (!section) return;
      event.preventDefault();
      actions.navigate(sectionPath(section));
      return;
    }
    if (key === 'g') pendingG = now();
    else if (key === '?') actions.openShortcutList();
    else if (key === '/') actions.openPalette();
    else if (key === 'n' && actions.canWrite()) actions.navigate(NEW_PRIORITY_PATH);
    else return;
    event.preventDefault();
  };
}
