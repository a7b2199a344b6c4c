// Any path outside the route table.
import { Button, Center, Heading, Stack, Text } from '@provana/ui';
import { useEffect } from 'react';
import { Link } from '@provana/router';
import { sectionPath } from '../lib/sections';

export default function NotFoundPage() {
  useEffect(() => {
    document.title = 'Page Not Found · PROVANA';
  }, []);
  return (
    <Center as="main" id="main-content" minH="100dvh" px="6" bg="bg.canvas">
      <Stack gap="4" textAlign="center" align="center" maxW="md">
        <Text fontSize="5xl" fontWeight="bold" color="brand.fg" aria-hidden="true">
          404
        </Text>
        <Heading as="h1" size="xl">
          Page Not Found
        </Heading>
        <Text color="fg.muted">Did you forget to add the page to the router?</Text>
        <Button asChild colorPalette="brand">
          <Link to={sectionPath('daily-brief')}>Back to Dashboard</Link>
        </Button>
      </Stack>
    </Center>
  );
}
