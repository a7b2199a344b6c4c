// A secret shown this once (an invitation link, an access token): read-only in a labelled field with
// a Copy button, what to know about it, and Done. Copying may be refused (an insecure origin, a
// denied permission): the words then ask to select and copy by hand.
import { Box, Button, Field, HStack, Input, Stack, Text } from '@provana/ui';
import { useState, type ReactNode } from 'react';

export interface ShownOnceProps {
  title: ReactNode;
  /** The field's label, and what the Copy button and the by-hand words name ("link", "token"). */
  label: string;
  what: string;
  value: string;
  /** Said after the copy outcome: how long it works, that it is shown only now. */
  children: ReactNode;
  onDone: () => void;
  'data-testid': string;
  monospace?: boolean;
}

export function ShownOnce({ title, label, what, value, children, onDone, monospace = false, ...rest }: ShownOnceProps) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid={rest['data-testid']}>
      <Stack gap="2">
        <Text fontWeight="medium">{title}</Text>
        <Field.Root>
          <Field.Label>{label}</Field.Label>
          <HStack gap="2" width="full">
            <Input readOnly value={value} onFocus={(e) => e.currentTarget.select()} fontSize="sm" {...(monospace ? { fontFamily: 'mono' } : {})} />
            <Button onClick={() => void copy()} flexShrink={0}>
              Copy {what}
            </Button>
          </HStack>
        </Field.Root>
        <Text fontSize="sm" aria-live="polite">
          {copied === true ? 'Copied. ' : copied === false ? `Copying did not work here: select the ${what} and copy it. ` : ''}
          {children}
        </Text>
        <Button size="sm" variant="ghost" alignSelf="start" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Box>
  );
}
