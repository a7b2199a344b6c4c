// The subscription URL, just created: read-only (focused and selected, so it can be copied by hand),
// a Copy button with a spoken confirmation, and a webcal: link that opens the calendar app.
import { Button, Field, HStack, Input, Link, Stack, Text } from '@provana/ui';
import { useEffect, useRef } from 'react';
import { webcalUrl } from './calendar-feed-model';
import { useCopyText } from './use-copy-text';

const COPY_MESSAGE = { idle: '', copied: 'Copied', failed: 'Could not copy. Select the link and copy it yourself.' } as const;

export function FeedLink({ url }: { url: string }) {
  const input = useRef<HTMLInputElement>(null);
  const { state, copy } = useCopyText();
  // The button that created the link is gone: the link takes the focus, selected.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [url]);
  const onCopy = async () => {
    await copy(url);
    input.current?.select();
  };
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>Subscription link</Field.Label>
        <HStack gap="2" w="full">
          <Input ref={input} value={url} readOnly onFocus={(e) => e.currentTarget.select()} fontFamily="mono" fontSize="sm" data-testid="feed-url" />
          <Button onClick={() => void onCopy()} variant="outline" flexShrink={0}>
            Copy
          </Button>
        </HStack>
      </Field.Root>
      <Text role="status" fontSize="sm" minH="1.25rem" color={state === 'failed' ? 'fg.error' : 'fg.success'} data-testid="copy-status">
        {COPY_MESSAGE[state]}
      </Text>
      <Link href={webcalUrl(url)} fontWeight="medium" color="brand.fg" textDecoration="underline" alignSelf="flex-start">
        Open in calendar app
      </Link>
    </Stack>
  );
}
