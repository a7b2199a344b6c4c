// Settings → Your data: take everything out (a ZIP with every record, the audio and the
// calendar), bring an export into this account, or delete the account and all its data.
import { Button, Heading, Stack, Text } from '@provana/ui';
import { useState } from 'react';
import { DeleteAccountDialog } from './delete-account-dialog';
import { DownloadDataButton } from './download-data-button';
import { ImportData } from './import-data';

export function YourDataSection() {
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack as="section" gap="3" aria-labelledby="settings-your-data" data-testid="settings-your-data">
      <Heading as="h3" id="settings-your-data" size="sm">
        Your data
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        Everything you keep here is yours: download it as a ZIP (every record as JSON, your recordings&apos; audio and your calendar as .ics), move it to
        another account, or delete it with your account.
      </Text>
      <DownloadDataButton />
      <ImportData />
      <Stack gap="1" align="start">
        <Button type="button" variant="outline" colorPalette="red" size="sm" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </Stack>
      {deleting ? <DeleteAccountDialog open onClose={() => setDeleting(false)} /> : null}
    </Stack>
  );
}
