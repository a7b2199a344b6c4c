// The frame of a page a mailed link opens: one centred card on the canvas, the product's name above
// the page's title. Fits a phone: the card takes the width it has.
import { Card, Flex, Heading, Stack, Text } from '@provana/ui';
import type { ReactNode } from 'react';

export function AccountLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex as="main" id="main-content" minH="100dvh" align="center" justify="center" px="4" py="10" bg="bg.canvas">
      <Card.Root width="full" maxW="md" shadow="lg" borderRadius="xl">
        <Card.Body gap="5" p={{ base: '6', md: '8' }}>
          <Stack gap="1">
            <Text fontWeight="bold" letterSpacing="widest" fontSize="sm" color="brand.fg">
              PROVANA
            </Text>
            <Heading as="h1" size="lg">
              {title}
            </Heading>
          </Stack>
          {children}
        </Card.Body>
      </Card.Root>
    </Flex>
  );
}
