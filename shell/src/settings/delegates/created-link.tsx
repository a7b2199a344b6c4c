// The link of the invitation just made, shown this once with a Copy button, and whether it was mailed.
import type { CreatedInvitation } from '@provana/contracts';
import { Box, Button, Field, HStack, Input, Stack, Text } from '@provana/ui';
import { useState } from 'react';

/** Whether the link went out by email, in words. */
export function mailedSentence(created: CreatedInvitation): string {
  return created.mailed
    ? `We emailed this link to ${created.invitation.email}.`
    : `This link was not emailed (this server does not send mail): send it to ${created.invitation.email} yourself.`;
}

export function CreatedLink({ created, onDone }: { created: CreatedInvitation; onDone: () => void }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created.link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" data-testid="invitation-link">
      <Stack gap="2">
        <Text fontWeight="medium">Invitation ready for {created.invitation.email}</Text>
        <Field.Root>
          <Field.Label>Invitation link</Field.Label>
          <HStack gap="2" width="full">
            <Input readOnly value={created.link} onFocus={(e) => e.currentTarget.select()} fontSize="sm" />
            <Button onClick={() => void copy()} flexShrink={0}>
              Copy link
            </Button>
          </HStack>
        </Field.Root>
        <Text fontSize="sm" aria-live="polite">
          {copied === true ? 'Copied. ' : copied === false ? 'Copying did not work here: select the link and copy it. ' : ''}
          {mailedSentence(created)} It works once, for 7 days, and is shown only now.
        </Text>
        <Button size="sm" variant="ghost" alignSelf="start" onClick={onDone}>
          Done
        </Button>
      </Stack>
    </Box>
  );
}
