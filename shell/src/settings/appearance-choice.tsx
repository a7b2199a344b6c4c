// Settings → Appearance (issue 19 §3): System (follows the device), Light, Dark as native radios under
// one legend, like the Assistant's. A choice shows at once and is saved on the account at once (the
// dialog's Save is the time zone's); a refusal puts the stored theme back and says why.
import { apiErrorDetail } from '@provana/api-client';
import type { Theme } from '@provana/contracts';
import { Stack, Text, chakra } from '@provana/ui';
import { useState } from 'react';
import { useAppearance } from '../appearance/use-appearance';

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
      <chakra.fieldset aria-describedby={error ? ERROR_ID : undefined} aria-busy={saving || undefined} border="0" p="0" m="0" minW="0">
        <chakra.legend fontWeight="semibold" fontSize="sm" mb="2">
          Appearance
        </chakra.legend>
        <Stack gap="2">
          {THEME_OPTIONS.map((option) => (
            <chakra.label key={option.value} display="flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer">
              <chakra.input
                type="radio"
                name="settings-appearance"
                value={option.value}
                checked={theme === option.value}
                onChange={() => void choose(option.value)}
                w="4"
                h="4"
                flexShrink={0}
                accentColor="brand.solid"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' }}
              />
              {option.label}
            </chakra.label>
          ))}
        </Stack>
      </chakra.fieldset>
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
