// The error under a form or a step that could not be saved: one alert, announced at once (role="alert"),
// the same look everywhere. Renders nothing without a message, so callers need no condition.
import type { ReactNode } from 'react';
import { Alert } from '@provana/ui';

export function FormError({ children }: { children?: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}
