// The Chakra components the app may use: named re-exports only, so the shared @provana/ui
// chunk carries just these (and system/recipes.ts holds the recipe of each styled one).
// Avatar, Tabs and Checkbox load on first render instead (lazy/lazy-controls.ts), Dialog and
// Combobox too (lazy/lazy-dialog.ts, lazy/lazy-combobox.ts).
export {
  Alert,
  Badge,
  Box,
  Button,
  Card,
  Center,
  CloseButton,
  Field,
  Flex,
  Grid,
  HStack,
  Heading,
  IconButton,
  Input,
  Link,
  Portal,
  SimpleGrid,
  Skeleton,
  Spinner,
  Stack,
  Text,
  Textarea,
  VStack,
  VisuallyHidden,
  Wrap,
  chakra,
  useRecipe,
  useSlotRecipe,
} from '@chakra-ui/react';
export type { BoxProps, SystemStyleObject, ButtonProps, FlexProps, HTMLChakraProps, StackProps, TextProps } from '@chakra-ui/react';
export { Avatar, Checkbox, Tabs } from './lazy/lazy-controls';
export { Dialog, preloadDialog } from './lazy/lazy-dialog';
export { loadCombobox, type ComboboxModule } from './lazy/lazy-combobox';
export { InitialAvatar, type InitialAvatarRootProps } from './initial-avatar';
