// A checkbox for a server-held flag: it shows the new state at once and falls back to the server's
// when the change fails (the caller reports the failure). Read-only for a Viewer.
import { useCanWrite } from '@provana/sections';
import { useEffect, useState } from 'react';
import { chakra } from '@provana/ui';

interface Props {
  id: string;
  checked: boolean;
  onToggle: (checked: boolean) => Promise<unknown>;
}

export function ToggleCheckbox({ id, checked, onToggle }: Props) {
  const canWrite = useCanWrite();
  const [pending, setPending] = useState<boolean | null>(null);
  useEffect(() => setPending(null), [checked]);
  return (
    <chakra.input
      type="checkbox"
      id={id}
      boxSize="4"
      checked={pending ?? checked}
      disabled={!canWrite}
      onChange={(e) => {
        const next = e.target.checked;
        setPending(next);
        onToggle(next).catch(() => setPending(null));
      }}
    />
  );
}
