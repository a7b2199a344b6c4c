// Settings → Your data → Download all my data: fetches the export ZIP (the server streams it) and hands
// it to the browser as a download under the server's file name. Busy while it comes; a failure in words.
import { useExecutiveId } from '@provana/api-client';
import { fetchExportArchive } from '@provana/api-client/account-data';
import { Button, Stack, Text } from '@provana/ui';
import { useState } from 'react';

function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

export function DownloadDataButton() {
  const executiveId = useExecutiveId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const download = async () => {
    if (executiveId === undefined || busy) return;
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const { blob, fileName } = await fetchExportArchive(executiveId);
      saveFile(blob, fileName);
      setDone(`Downloaded ${fileName}.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The download failed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="1" align="start">
      <Button
        type="button"
        variant="outline"
        size="sm"
        onClick={() => void download()}
        disabled={busy || executiveId === undefined}
        aria-busy={busy}
        data-testid="download-my-data"
      >
        {busy ? 'Preparing your download...' : 'Download all my data'}
      </Button>
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error">
          Your data was not downloaded: {error}
        </Text>
      ) : null}
      <Text role="status" fontSize="xs" color="fg.muted">
        {done ?? ''}
      </Text>
    </Stack>
  );
}
