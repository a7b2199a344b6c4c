// Avatar, Tabs and Checkbox with Chakra's API, loaded on first render (one small chunk):
// the dashboard's first load needs none of them (the sign-in screen uses Tabs and Checkbox; the
// header's initial is an InitialAvatar), and their zag machines would weigh down the shared
// design-system chunk.
// Only the parts below exist; add a part here (and its pick) when an app needs another.
import type { Avatar as ChakraAvatar, Checkbox as ChakraCheckbox, Tabs as ChakraTabs } from '@chakra-ui/react';
import type * as ControlsModule from './controls-impl';
import { lazyModule } from './lazy-module';
import { partsOf } from './chakra-part';

type Controls = typeof ControlsModule;
const controls = lazyModule<Controls>(() => import('./controls-impl'));
/** A part typed exactly as Chakra's own. */
const part = partsOf(controls);

export const Tabs = {
  Root: part((m) => m.Tabs.Root, true),
  List: part((m) => m.Tabs.List),
  Trigger: part((m) => m.Tabs.Trigger),
  Content: part((m) => m.Tabs.Content),
  ContentGroup: part((m) => m.Tabs.ContentGroup),
  Indicator: part((m) => m.Tabs.Indicator),
} satisfies Partial<typeof ChakraTabs>;

export const Checkbox = {
  Root: part((m) => m.Checkbox.Root, true),
  Group: part((m) => m.Checkbox.Group, true),
  HiddenInput: part((m) => m.Checkbox.HiddenInput),
  Control: part((m) => m.Checkbox.Control),
  Indicator: part((m) => m.Checkbox.Indicator),
  Label: part((m) => m.Checkbox.Label),
} satisfies Partial<typeof ChakraCheckbox>;

export const Avatar = {
  Root: part((m) => m.Avatar.Root, true),
  Image: part((m) => m.Avatar.Image),
  Fallback: part((m) => m.Avatar.Fallback),
} satisfies Partial<typeof ChakraAvatar>;
