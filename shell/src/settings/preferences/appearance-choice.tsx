// Settings → Appearance: System (follows the device), Light, Dark as native radios under
// one legend, like the Assistant's. A choice shows at once and is saved on the account at once (the
// dialog's Save is the time zone's); a refusal puts the stored theme back and says why.
import { apiErrorDetail } from '@provana/api-client';
import type { Theme } from '@provana/contracts';
import { Stack, Text } from '@provana/ui';
import { RadioFieldset } from '@provana/ui/parts';
import { useState } from 'react';
import { useAppearance } from '../../appearance/use-appearance';

export const THEME_OPTIONS: readonly { value: Theme; label: string }[] = [
  { value: 'system', label: 'System (follows this device)' },
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
];
const ERROR_ID = 'settings-appearance-error';

export function AppearanceChoice() {
  const { theme, setTheme } = useAppearance();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const choose = async (next: Theme) => {
    if (saving || next === theme) return;
    setSaving(true);
    setSaved(false);
    setError(null);
    try {
      await setTheme(next);
      setSaved(true);
    } catch (failure) {
      setError(apiErrorDetail(failure).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack gap="2" data-testid="settings-appearance">
      <RadioFieldset
        legend="Appearance"
        name="settings-appearance"
        options={THEME_OPTIONS}
        value={theme}
        onChange={(next) => void choose(next)}
        describedBy={error ? ERROR_ID : undefined}
        busy={saving}
      />
      {error ? (
        <Text id={ERROR_ID} role="alert" fontSize="sm" color="fg.error">
          Your appearance was not saved: {error}
        </Text>
      ) : null}
      <Text role="status" fontSize="xs" color="fg.muted" minH="4">
        {saving ? 'Saving...' : saved ? 'Appearance saved.' : ''}
      </Text>
    </Stack>
  );
}
