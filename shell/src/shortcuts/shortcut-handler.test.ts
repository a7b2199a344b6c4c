// @vitest-environment happy-dom
// The shortcut keys as the handler sees them: sequences, the timeout, and the places they stay quiet.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShortcutHandler, NEW_PRIORITY_PATH, SEQUENCE_TIMEOUT_MS } from './shortcut-handler';

let clock = 0;
function setup({ canWrite = true } = {}) {
  const actions = { navigate: vi.fn(), openPalette: vi.fn(), openShortcutList: vi.fn(), canWrite: () => canWrite };
  const handle = createShortcutHandler(actions, () => clock);
  document.addEventListener('keydown', handle);
  const press = (key: string, init: KeyboardEventInit = {}, target: EventTarget = document.body) => {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init });
    target.dispatchEvent(event);
    return event;
  };
  return { actions, press, dispose: () => document.removeEventListener('keydown', handle) };
}

let dispose = () => {};
afterEach(() => {
  dispose();
  document.body.innerHTML = '';
  clock = 0;
});

describe('the shortcut handler', () => {
  it('goes to a section with g then its letter', () => {
    const s = setup();
    dispose = s.dispose;
    s.press('g');
    clock += 500;
    const letter = s.press('c');
    expect(s.actions.navigate).toHaveBeenCalledWith('/dashboard/calendar');
    expect(letter.defaultPrevented).toBe(true);
    s.press('g');
    s.press('b');
    expect(s.actions.navigate).toHaveBeenLastCalledWith('/dashboard/daily-brief');
  });

  it('forgets the g after its timeout, and a lone letter does nothing', () => {
    const s = setup();
    dispose = s.dispose;
    s.press('g');
    clock += SEQUENCE_TIMEOUT_MS + 1;
    s.press('c');
    s.press('d');
    expect(s.actions.navigate).not.toHaveBeenCalled();
  });

  it('ends the sequence on any key: g, x, c goes nowhere', () => {
    const s = setup();
    dispose = s.dispose;
    s.press('g');
    s.press('x');
    s.press('c');
    expect(s.actions.navigate).not.toHaveBeenCalled();
  });

  it('opens the list on ?, the palette on / and Ctrl+K or Cmd+K, and a new priority on n', () => {
    const s = setup();
    dispose = s.dispose;
    s.press('?', { shiftKey: true });
    expect(s.actions.openShortcutList).toHaveBeenCalledTimes(1);
    expect(s.press('/').defaultPrevented).toBe(true);
    s.press('k', { ctrlKey: true });
    s.press('k', { metaKey: true });
    expect(s.actions.openPalette).toHaveBeenCalledTimes(3);
    s.press('n');
    expect(s.actions.navigate).toHaveBeenCalledWith(NEW_PRIORITY_PATH);
  });

  it('leaves "n" alone for someone who may only read the workspace (a Viewer)', () => {
    const s = setup({ canWrite: false });
    dispose = s.dispose;
    expect(s.press('n').defaultPrevented).toBe(false);
    expect(s.actions.navigate).not.toHaveBeenCalled();
    s.press('?', { shiftKey: true });
    expect(s.actions.openShortcutList).toHaveBeenCalledTimes(1);
  });

  it('ignores keys typed in text fields, selects and editable text, but not on buttons or checkboxes', () => {
    const s = setup();
    dispose = s.dispose;
    document.body.innerHTML =
      '<input id="t" type="text"><textarea id="a"></textarea><select id="s"></select><div id="e" contenteditable="true"><span id="in">x</span></div><input id="c" type="checkbox"><button id="b">b</button>';
    for (const id of ['t', 'a', 's', 'in']) {
      const field = document.getElementById(id)!;
      s.press('g', {}, field);
      s.press('c', {}, field);
      s.press('?', {}, field);
      s.press('/', {}, field);
      s.press('n', {}, field);
    }
    expect(s.actions.navigate).not.toHaveBeenCalled();
    expect(s.actions.openShortcutList).not.toHaveBeenCalled();
    expect(s.actions.openPalette).not.toHaveBeenCalled();
    s.press('?', {}, document.getElementById('c')!);
    s.press('/', {}, document.getElementById('b')!);
    expect(s.actions.openShortcutList).toHaveBeenCalledTimes(1);
    expect(s.actions.openPalette).toHaveBeenCalledTimes(1);
  });

  it('still opens the palette with Ctrl+K from a text field', () => {
    const s = setup();
    dispose = s.dispose;
    document.body.innerHTML = '<input id="t" type="text">';
    s.press('k', { ctrlKey: true }, document.getElementById('t')!);
    expect(s.actions.openPalette).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while a dialog is open, Ctrl+K included, and works again once it closed', () => {
    const s = setup();
    dispose = s.dispose;
    document.body.innerHTML = '<div role="dialog" data-state="open"><button id="b">OK</button></div>';
    s.press('?');
    s.press('k', { ctrlKey: true });
    s.press('g');
    s.press('c');
    expect(s.actions.openShortcutList).not.toHaveBeenCalled();
    expect(s.actions.openPalette).not.toHaveBeenCalled();
    expect(s.actions.navigate).not.toHaveBeenCalled();
    document.querySelector('[role="dialog"]')!.setAttribute('data-state', 'closed');
    s.press('?');
    expect(s.actions.openShortcutList).toHaveBeenCalledTimes(1);
  });

  it('leaves keys with Ctrl, Meta or Alt to the browser', () => {
    const s = setup();
    dispose = s.dispose;
    for (const mod of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }]) {
      s.press('g', mod);
      s.press('c', mod);
      s.press('n', mod);
      expect(s.press('/', mod).defaultPrevented).toBe(false);
    }
    s.press('g');
    s.press('c', { ctrlKey: true });
    expect(s.actions.navigate).not.toHaveBeenCalled();
    expect(s.actions.openPalette).not.toHaveBeenCalled();
    expect(s.press('k', { ctrlKey: true, altKey: true }).defaultPrevented).toBe(false);
  });
});
