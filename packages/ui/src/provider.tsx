// The app's one Chakra provider (the shell mounts it; remotes only when standalone) plus the Toaster.
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { provanaSystem, provanaSystemWithLinkedGlobalCss } from './system/system';
import { Toaster } from './toaster';

interface UiProviderProps {
  children: ReactNode;
  /** 'linked': the page links the global stylesheet compiled at build time (the shell); else Emotion inserts it. */
  globalCss?: 'linked' | 'inserted';
}

export function UiProvider({ children, globalCss = 'inserted' }: UiProviderProps) {
  return (
    <ChakraProvider value={globalCss === 'linked' ? provanaSystemWithLinkedGlobalCss() : provanaSystem()}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
