// A password field with an accessible show/hide toggle.
import { Box, IconButton, Input } from '@provana/ui';
import { useState } from 'react';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  autoComplete: 'current-password' | 'new-password';
  /** Names what is being shown, e.g. "password" or "confirm password". */
  what: string;
  /** The field's help and error (a form field gives them). */
  'aria-describedby'?: string;
  maxLength?: number;
};

export function PasswordInput({ id, value, onChange, placeholder, autoComplete, what, ...described }: Props) {
  const [visible, setVisible] = useState(false);
  return (
    <Box position="relative" width="full">
      <Input
        id={id}
        name={id}
        type={visible ? 'text' : 'password'}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={placeholder}
        autoComplete={autoComplete}
        required
        {...described}
        pe="12"
      />
      <IconButton
        type="button"
        aria-label={visible ? `Hide ${what}` : `Show ${what}`}
        aria-pressed={visible}
        aria-controls={id}
        onClick={() => setVisible((v) => !v)}
        variant="ghost"
        size="sm"
        position="absolute"
        insetEnd="1"
        top="50%"
        transform="translateY(-50%)"
        zIndex="1"
      >
        <EyeIcon crossed={visible} />
      </IconButton>
    </Box>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M3 3l18 18" /> : null}
    </svg>
  );
}
