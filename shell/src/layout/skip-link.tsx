import { Link } from '@provana/ui';

/** First focusable element: jumps keyboard users past the header and sidebar. */
export function SkipLink() {
  return (
    <Link
      href="#main-content"
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipLink"
      bg="bg.panel"
      color="brand.fg"
      px="4"
      py="2"
      borderRadius="md"
      shadow="md"
      fontWeight="semibold"
      _focus={{ top: '2' }}
    >
      Skip to main content
    </Link>
  );
}
