// The preview dialog's template choices: a group of toggle buttons (aria-pressed), one per template.
import { Button, Wrap } from '@provana/ui';
import { type ReportType, previewTemplates } from '../report-model/report-types';

export function TemplatePicker({ value, onChange }: { value: ReportType; onChange: (type: ReportType) => void }) {
  return (
    <Wrap role="group" aria-label="Report template" gap="2">
      {previewTemplates.map((template) => {
        const selected = template.type === value;
        return (
          <Button
            key={template.type}
            size="sm"
            variant={selected ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-pressed={selected}
            onClick={() => onChange(template.type)}
          >
            {template.label}
          </Button>
        );
      })}
    </Wrap>
  );
}
