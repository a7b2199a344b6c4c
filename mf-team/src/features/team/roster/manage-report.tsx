// Edit or archive the selected report. Archive asks once more; the report leaves the list (its
// history is kept on the server) and the selection is cleared.
import { useState } from 'react';
import { formatApiError } from '@provana/api-client';
import { useArchiveDirectReportMutation, useUpdateDirectReportMutation } from '@provana/api-client/team';
import type { DirectReport } from '@provana/contracts';
import { Button, HStack, Stack, Text, notify } from '@provana/ui';
import { ReportForm } from './report-form';

interface Props {
  executiveId: number;
  report: DirectReport;
  onRenamed: (name: string) => void;
  onArchived: () => void;
}

export function ManageReport({ executiveId, report, onRenamed, onArchived }: Props) {
  const [mode, setMode] = useState<'idle' | 'edit' | 'confirm-archive'>('idle');
  const [update] = useUpdateDirectReportMutation();
  const [archive, archiving] = useArchiveDirectReportMutation();

  const doArchive = async () => {
    try {
      await archive({ executiveId, name: report.name }).unwrap();
      notify({ title: 'Direct Report Archived', description: `${report.name} is no longer listed; their history is kept.`, type: 'success' });
      onArchived();
    } catch (error) {
      notify({ title: 'Error', description: `Failed to archive: ${formatApiError(error)}`, type: 'error' });
    }
  };

  if (mode === 'edit') {
    return (
      <ReportForm
        label={`Edit ${report.name}`}
        initial={{ name: report.name, role: report.role, start_date: report.start_date, development_focus: report.development_focus }}
        submitLabel="Save Changes"
        onCancel={() => setMode('idle')}
        onSubmit={async (values) => {
          const updated = await update({ executiveId, name: report.name, body: values }).unwrap();
          notify({ title: 'Direct Report Updated', description: `${updated.name}'s details are saved.`, type: 'success' });
          setMode('idle');
          if (updated.name !== report.name) onRenamed(updated.name);
        }}
      />
    );
  }
  if (mode === 'confirm-archive') {
    return (
      <Stack gap="2" p="3" borderWidth="1px" borderRadius="md" role="group" aria-label={`Archive ${report.name}`}>
        <Text>Archive {report.name}? They leave your team list; notes and history are kept.</Text>
        <HStack gap="2">
          <Button size="sm" colorPalette="red" loading={archiving.isLoading} loadingText="Archiving..." onClick={() => void doArchive()}>
            Confirm Archive
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('idle')}>
            Cancel
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <HStack gap="2">
      <Button size="sm" variant="outline" onClick={() => setMode('edit')}>
        Edit Details
      </Button>
      <Button size="sm" variant="outline" colorPalette="red" onClick={() => setMode('confirm-archive')}>
        Archive
      </Button>
    </HStack>
  );
}
