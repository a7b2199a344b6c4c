// Settings → Your data → Import data: a .zip made by "Download all my data" goes into this account.
// Only into an account without data of its own (the server refuses otherwise too); an account that
// still holds its sample data asks first that it be replaced. While it runs the button says so; the
// server's refusal is shown in words (nothing was changed); success refetches every screen's data.
import { apiErrorDetail, formatApiError } from '@provana/api-client';
import { useGetDataSummaryQuery, useImportArchiveMutation } from '@provana/api-client/account-data';
import { useExecutiveQuery } from '@provana/sections';
import { Button, Stack, Text, chakra, notify } from '@provana/ui';
import { ConfirmDialog } from '@provana/ui/parts';
import { useRef, useState } from 'react';

const INPUT_ID = 'settings-import-file';
const isZip = (file: File) => /\.zip$/i.test(file.name) || file.type === 'application/zip' || file.type === 'application/x-zip-compressed';
const rowsOf = (imported: Record<string, number>) => Object.values(imported).reduce((sum, n) => sum + n, 0);

export function ImportData() {
  const summary = useExecutiveQuery(useGetDataSummaryQuery);
  const { executiveId } = summary;
  const [runImport, { isLoading: importing }] = useImportArchiveMutation();
  const inputRef = useRef<HTMLInputElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState('');

  const ownData = (summary.data?.ownRows ?? 0) > 0;
  const sampleData = (summary.data?.sampleRows ?? 0) > 0;

  const start = async (file: File, replaceSampleData: boolean) => {
    if (executiveId === undefined) return;
    setError(null);
    setStatus(`Importing ${file.name}...`);
    try {
      const result = await runImport({ executiveId, archive: file, replaceSampleData }).unwrap();
      const text = `Imported ${rowsOf(result.imported)} records and ${result.audioFiles} audio file${result.audioFiles === 1 ? '' : 's'} from ${file.name}.`;
      setStatus(text);
      notify({ title: 'Your data was imported', description: text, type: 'success' });
    } catch (failure) {
      setStatus('');
      setError(apiErrorDetail(failure).message);
    } finally {
      setConfirming(null);
    }
  };

  const chosen = (file: File | undefined) => {
    if (inputRef.current) inputRef.current.value = ''; // the same file can be chosen again
    if (!file) return;
    setError(null);
    setStatus('');
    if (!isZip(file)) {
      setError('Choose a .zip file made by “Download all my data”.');
      return;
    }
    if (sampleData) setConfirming(file);
    else void start(file, false);
  };

  return (
    <Stack gap="1" align="start">
      <chakra.input
        ref={inputRef}
        id={INPUT_ID}
        type="file"
        accept=".zip,application/zip"
        display="none"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="import-data-file"
        onChange={(e) => chosen(e.target.files?.[0])}
      />
      <Button
        ref={buttonRef}
        type="button"
        variant="outline"
        size="sm"
        onClick={() => inputRef.current?.click()}
        disabled={importing || executiveId === undefined || summary.isLoading || ownData}
        aria-busy={importing || summary.isLoading}
        aria-describedby="settings-import-help"
      >
        {importing ? 'Importing your data...' : summary.isLoading ? 'Checking this account...' : 'Import data'}
      </Button>
      <Text id="settings-import-help" fontSize="xs" color="fg.muted">
        {ownData
          ? 'This account already has data of its own, so nothing can be imported into it. Sign up for a new account and import there.'
          : 'A .zip made by “Download all my data”, from this or another PROVANA.'}
      </Text>
      {summary.error ? (
        <Text fontSize="sm" color="fg.error">
          Could not check this account’s data ({formatApiError(summary.error)}).{' '}
          <Button type="button" variant="plain" size="xs" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        </Text>
      ) : null}
      {error ? (
        <Text role="alert" fontSize="sm" color="fg.error" data-testid="import-data-error">
          {error}
        </Text>
      ) : null}
      <Text role="status" fontSize="xs" color="fg.muted" data-testid="import-data-status">
        {status}
      </Text>
      {confirming ? (
        <ConfirmDialog
          open
          title="Replace the sample data?"
          confirmLabel="Replace and import"
          busyLabel="Importing..."
          busy={importing}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void start(confirming, true)}
          finalFocusEl={() => buttonRef.current}
        >
          This account still holds the sample data it started with. Importing {confirming.name} replaces all of it with your data. Nothing else changes.
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}
