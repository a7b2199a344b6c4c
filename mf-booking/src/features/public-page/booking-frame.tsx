// The public page's frame: no dashboard chrome, the product's name, one main landmark, readable on a phone.
import { Box, Heading, Stack, Text } from '@provana/ui';
import type { ReactNode } from 'react';

export function BookingFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg" color="fg">
      <Box as="main" id="main-content" maxW="2xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
        <Stack gap="5">
          <Text fontSize="sm" fontWeight="semibold" letterSpacing="wide" color="fg.muted">
            PROVANA
          </Text>
          <Heading as="h1" size="xl">
            {title}
          </Heading>
          {children}
        </Stack>
      </Box>
    </Box>
  );
}
