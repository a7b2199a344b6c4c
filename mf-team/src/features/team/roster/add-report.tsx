// Add Direct Report: the form, then the new report is selected. Not offered to a Viewer.
import { useState } from 'react';
import { useAddDirectReportMutation } from '@provana/api-client/team';
import { useCanWrite } from '@provana/sections';
import { Button, notify } from '@provana/ui';
import { ReportForm } from './report-form';

const EMPTY = { name: '', role: '', start_date: '', development_focus: '' };

export function AddReport({ executiveId, onAdded }: { executiveId: number; onAdded: (name: string) => void }) {
  const [open, setOpen] = useState(false);
  const [add] = useAddDirectReportMutation();
  if (!useCanWrite()) return null;
  if (!open)
    return (
      <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
        Add Direct Report
      </Button>
    );
  return (
    <ReportForm
      label="Add a direct report"
      initial={EMPTY}
      submitLabel="Add Report"
      onCancel={() => setOpen(false)}
      onSubmit={async (values) => {
        const report = await add({ executiveId, body: values }).unwrap();
        notify({ title: 'Direct Report Added', description: `${report.name} is on your team.`, type: 'success' });
        setOpen(false);
        onAdded(report.name);
      }}
    />
  );
}
