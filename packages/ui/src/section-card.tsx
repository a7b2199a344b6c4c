// A dashboard section: a titled card (a labelled region) with optional header actions.
import { type ReactNode, useId } from 'react';
import { Card, Flex, HStack, Heading } from '@chakra-ui/react';

export interface SectionCardProps {
  title: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
  /** Heading level of the title (default 2: sections sit under the page's h1). */
  level?: 2 | 3;
}

export function SectionCard({ title, actions, children, level = 2 }: SectionCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg" borderRadius="xl" shadow="xs">
      <Card.Header pb="2">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as={level === 2 ? 'h2' : 'h3'} id={headingId} size="md" fontWeight="semibold">
            {title}
          </Heading>
          {/* Wraps on a phone: a long toolbar must not push controls off the screen. */}
          {actions && (
            <HStack gap="2" wrap="wrap">
              {actions}
            </HStack>
          )}
        </Flex>
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
