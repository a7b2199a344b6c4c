// Chakra's Combobox and its createListCollection, loaded on first use (a chunk of this package, so
// it reuses the Chakra code already in the design-system chunk): only the shell's command palette,
// itself loaded on first use, shows one. The first screen carries just this loader, no parts.
import type * as ComboboxModule from './combobox-impl';
import { lazyModule } from './lazy-module';

export type { ComboboxModule };

/**
 * The combobox module, loaded once. A screen reads it with React's `use(loadCombobox())`, which
 * returns it synchronously once settled (the same promise each time, carrying its status); start it with the screen's own lazy import so neither waits.
 */
export const loadCombobox: () => Promise<typeof ComboboxModule> = lazyModule(() => import('./combobox-impl'));
