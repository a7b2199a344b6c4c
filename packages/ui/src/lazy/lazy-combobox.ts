// Chakra's Combobox with its own API, loaded on first use (its own chunk of this package, so it
// reuses the Chakra code already in the design-system chunk): only the shell's command palette,
// itself loaded on first use, shows one. Its list collection comes from the same chunk, so a
// screen calls createListCollection only once preloadCombobox() has settled.
// Only the parts below exist; add a part here when an app needs another.
import type { Combobox as ChakraCombobox, createListCollection as chakraCreateListCollection } from '@chakra-ui/react';
import type * as ComboboxModule from './combobox-impl';
import { lazyModule } from './lazy-module';
import { partsOf } from './lazy-part';

type Impl = typeof ComboboxModule;
const combobox = lazyModule<Impl>(() => import('./combobox-impl'));

/** Starts loading the combobox's code now (idempotent); resolves when it is there, rejects if it could not load. */
export function preloadCombobox(): Promise<void> {
  return combobox().then(() => undefined);
}

/** Chakra's createListCollection; callable once preloadCombobox() has resolved. */
export const createListCollection: typeof chakraCreateListCollection = (options) => {
  const loaded = combobox();
  if (loaded.status !== 'fulfilled' || !loaded.value) throw new Error('createListCollection needs preloadCombobox() to have resolved first');
  return loaded.value.createListCollection(options);
};

const part = partsOf(combobox);

export const Combobox = {
  Root: part((m) => m.Combobox.Root, true),
  Control: part((m) => m.Combobox.Control),
  Input: part((m) => m.Combobox.Input),
  Content: part((m) => m.Combobox.Content),
  ItemGroup: part((m) => m.Combobox.ItemGroup),
  ItemGroupLabel: part((m) => m.Combobox.ItemGroupLabel),
  Item: part((m) => m.Combobox.Item),
} satisfies Partial<typeof ChakraCombobox>;
