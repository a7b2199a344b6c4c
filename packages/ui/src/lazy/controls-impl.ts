// The lazily loaded Chakra controls (see lazy-controls.ts): their zag state machines stay out of
// the design-system chunk every page downloads.
export { Checkbox, Progress, Tabs } from '@chakra-ui/react';
