// The token just made, shown this once with a Copy button: only its hash is kept on the server.
import type { CreatedApiToken } from '@provana/contracts/api-tokens';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@provana/ui';
import { useState } from 'react';

export function CreatedToken({ created, onDone }: { created: CreatedApiToken; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.token);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="created-api-token">
      <Stack gap="2">
        <Text fontWeight="medium">Token “{created.apiToken.name}” created</Text>
        <Field.Root>
          <Field.Label>Your new token</Field.Label>
          <HStack gap="2" width="full">
            <Input readOnly value={created.token} onFocus={(e) => e.currentTarget.select()} fontSize="sm" fontFamily="mono" />
            <Button onClick={() => void copy()} flexShrink={0}>
              Copy token
            </Button>
          </HStack>
        </Field.Root>
        <Text fontSize="sm" aria-live="polite">
          {copied === true ? 'Copied. ' : copied === false ? 'Copying did not work here: select the token and copy it. ' : ''}
          Store it now: it is shown only this once. Send it as Authorization: Bearer followed by the token.
        </Text>
        <Button size="sm" variant="ghost" alignSelf="start" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Box>
  );
}
