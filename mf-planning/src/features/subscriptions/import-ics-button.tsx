// "Import .ics file": a one-off copy of a calendar file. Its events become the executive's own
// (editable, unlike a subscription's); the toast says how many were added.
import { apiErrorDetail } from '@provana/api-client';
import { useImportIcsMutation } from '@provana/api-client/calendar';
import { Button, VisuallyHidden, notify } from '@provana/ui';
import { type ChangeEvent, useRef } from 'react';
import { importedText } from './subscription-view';

/** The server's limit (5 MB): a larger file is refused here without uploading it. */
const MAX_BYTES = 5 * 1024 * 1024;

export function ImportIcsButton({ executiveId }: { executiveId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const [importIcs, state] = useImportIcsMutation();

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_BYTES) {
      notify({ title: 'Import failed', description: `${file.name} is larger than 5 MB.`, type: 'error' });
      return;
    }
    try {
      const result = await importIcs({ executiveId, ics: await file.text() }).unwrap();
      notify({ title: 'Calendar imported', description: importedText(result), type: result.warning ? 'warning' : 'success' });
    } catch (error) {
      notify({ title: 'Import failed', description: apiErrorDetail(error).message, type: 'error' });
    }
  };

  return (
    <>
      <VisuallyHidden asChild>
        <input
          ref={input}
          type="file"
          accept=".ics,text/calendar"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onFile(e)}
          data-testid="ics-file-input"
        />
      </VisuallyHidden>
      <Button size="sm" variant="outline" onClick={() => input.current?.click()} loading={state.isLoading} loadingText="Importing...">
        Import .ics file
      </Button>
    </>
  );
}
