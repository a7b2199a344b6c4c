// The private flag's two faces, the same in every remote: a "Private" checkbox for the forms that
// create or edit a memory note, event, recording, coaching note, reflection or life event, and the
// lock that marks a private item where it is listed (a toggle button where the item can be marked
// there and then). Only whoever may mark items private (the owner, a Full delegate) gets the controls;
// everyone who sees a private item sees its lock.
import { Button, chakra } from '@provana/ui';
import { LockIcon } from './icons';

/** The lock on a private item in a list: an image named "Private". */
export function PrivateBadge() {
  return (
    <chakra.span display="inline-flex" alignItems="center" color="fg.muted" flexShrink={0}>
      <LockIcon title="Private" />
    </chakra.span>
  );
}

export interface PrivateCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** "Private" in a form, with what it means in a sentence. */
export function PrivateCheckbox({ checked, onChange, disabled }: PrivateCheckboxProps) {
  return (
    <chakra.label display="flex" alignItems="flex-start" gap="2" fontSize="sm">
      <input type="checkbox" checked={checked} disabled={disabled} onChange={(e) => onChange(e.target.checked)} style={{ marginTop: '0.2em' }} />
      <chakra.span>
        <chakra.span display="inline-flex" alignItems="center" gap="1" fontWeight="medium">
          <LockIcon />
          Private
        </chakra.span>
        <chakra.span display="block" color="fg.muted">
          Only you and delegates with Full access can see it; others see a busy time at most.
        </chakra.span>
      </chakra.span>
    </chakra.label>
  );
}

export interface PrivateToggleProps {
  isPrivate: boolean;
  /** What the item is, for the button's name ("Mark private: “Dinner with Sam”", the visible words first). */
  itemName: string;
  onToggle: (next: boolean) => void;
  busy?: boolean;
}

/** A list item's own control beside its lock: marks it private, or no longer private. */
export function PrivateToggle({ isPrivate, itemName, onToggle, busy }: PrivateToggleProps) {
  return (
    <Button
      size="xs"
      variant="ghost"
      aria-label={isPrivate ? `Unmark private: “${itemName}”` : `Mark private: “${itemName}”`}
      loading={busy}
      onClick={() => onToggle(!isPrivate)}
    >
      {isPrivate ? 'Unmark private' : 'Mark private'}
    </Button>
  );
}
