// Runs a step once no dialog is open any more. A dialog that opens while the palette is still closing
// would see the palette hand the focus back, take it as "focus outside" and close at once.
import { isDialogOpen } from '../shortcuts/shortcut-handler';

const MAX_FRAMES = 60;

export function afterDialogsClose(run: () => void, frames = 0, quiet = 0): void {
  requestAnimationFrame(() => {
    const calm = isDialogOpen(document) ? 0 : quiet + 1;
    // Two calm frames: the closing dialog has also handed its focus back.
    if (calm >= 2 || frames >= MAX_FRAMES) run();
    else afterDialogsClose(run, frames + 1, calm);
  });
}
