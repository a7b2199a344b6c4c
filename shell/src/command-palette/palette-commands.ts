// What choosing a palette row does: go to a path, or one of the header's commands (the same dialogs
// the header, the assistant panel and the avatar open).
export type PaletteCommand =
  | { type: 'navigate'; path: string }
  | { type: 'voice-command' }
  | { type: 'print-report' }
  | { type: 'settings' }
  | { type: 'switch-theme' }
  | { type: 'shortcuts' }
  | { type: 'sign-out' };
