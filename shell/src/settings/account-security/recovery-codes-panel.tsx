// The ten recovery codes, shown once (after turning two-factor on, and after asking for a new set):
// Copy and Download, and Done only once "I saved these codes" is ticked, since they cannot be shown again.
import { Box, Button, Checkbox, HStack, Stack, Text } from '@provana/ui';
import { useState } from 'react';

export const RECOVERY_FILE_NAME = 'provana-recovery-codes.txt';

const asText = (codes: readonly string[]) =>
  `Provana recovery codes\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`;

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([asText(codes)], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = RECOVERY_FILE_NAME;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function RecoveryCodesPanel({ codes, onDone }: { codes: readonly string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [copied, setCopied] = useState<string>('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('Copied the codes.');
    } catch {
      setCopied('Copying is not allowed here: download the codes or write them down.');
    }
  };

  return (
    <Stack gap="3" data-testid="recovery-codes">
      <Text fontSize="sm">Save these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.</Text>
      <Box
        as="ol"
        aria-label="Recovery codes"
        display="grid"
        gridTemplateColumns="repeat(2, minmax(0, 1fr))"
        gap="1"
        p="3"
        borderWidth="1px"
        borderRadius="md"
        fontFamily="mono"
        fontSize="sm"
        listStyleType="none"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <HStack gap="2" wrap="wrap">
        <Button type="button" size="sm" variant="outline" onClick={() => void copy()}>
          Copy
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => download(codes)}>
          Download
        </Button>
        <Text role="status" fontSize="xs" color="fg.muted">
          {copied}
        </Text>
      </HStack>
      <Checkbox.Root checked={saved} onCheckedChange={(e) => setSaved(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>I saved these codes</Checkbox.Label>
      </Checkbox.Root>
      <Button type="button" colorPalette="brand" alignSelf="start" disabled={!saved} onClick={onDone}>
        Done
      </Button>
    </Stack>
  );
}
