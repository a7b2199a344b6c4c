// The app's one Chakra provider (the shell mounts it; remotes only when standalone) plus the Toaster.
import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { provanaSystem } from './system/system';
import { Toaster } from './toaster';

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={provanaSystem()}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
