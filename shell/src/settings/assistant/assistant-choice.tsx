// The Assistant fieldset: "Built-in (nothing leaves this server)" or the operator's model (its name
// and host), native radios under one legend, so arrow keys move between them and a screen reader
// hears the group's name. Without a configured model the built-in engine is the only option, with a
// sentence saying why (no dead control). Presentational: the section owns loading and saving.
import type { AssistantChoice as Choice, AssistantSettings } from '@provana/contracts';
import { Text } from '@provana/ui';
import { RadioFieldset } from '@provana/ui/parts';

export const BUILT_IN_LABEL = 'Built-in (nothing leaves this server)';
export const NOT_CONFIGURED = 'The server’s operator has not configured a model, so the built-in assistant answers everything.';
/** What the model receives when on (docs/assistant.md). */
export const WHAT_IS_SENT =
  'When on, the model is sent your name, the current time, your meetings and calendar events, open priorities, pending decisions, goals and recent memory notes (at most 25 of each), what you ask, your voice-note transcripts and, for 1:1 coaching prompts, the report’s name, role, focus and latest coaching notes.';

const DESCRIPTION_ID = 'settings-assistant-description';
export const ERROR_ID = 'settings-assistant-error';

export const modelLabel = (model: NonNullable<AssistantSettings['model']>) => `${model.name} on ${model.host}`;

interface Option {
  value: Choice;
  label: string;
}

export interface AssistantChoiceProps {
  settings: AssistantSettings;
  /** The choice shown: the one being saved, else the stored one. */
  value: Choice;
  saving: boolean;
  error: string | null;
  onChoose: (choice: Choice) => void;
}

export function AssistantChoiceFieldset({ settings, value, saving, error, onChoose }: AssistantChoiceProps) {
  const options: Option[] = [{ value: 'built-in', label: BUILT_IN_LABEL }];
  if (settings.modelConfigured && settings.model) options.push({ value: 'model', label: modelLabel(settings.model) });
  const describedBy = [DESCRIPTION_ID, error ? ERROR_ID : null].filter(Boolean).join(' ');
  return (
    <RadioFieldset legend="Assistant" name="settings-assistant" options={options} value={value} onChange={onChoose} describedBy={describedBy} busy={saving}>
      <Text id={DESCRIPTION_ID} fontSize="xs" color="fg.muted" mt="2">
        {settings.modelConfigured ? WHAT_IS_SENT : NOT_CONFIGURED}
      </Text>
    </RadioFieldset>
  );
}
