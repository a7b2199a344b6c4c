// A data view that failed: the message (e.g. formatApiError's "<status>: <body>") and a Retry.
import { Alert, Button } from '@chakra-ui/react';

export interface ErrorStateProps {
  message: string;
  title?: string;
  onRetry?: () => void;
  retryLabel?: string;
}

export function ErrorState({ message, title = 'Something went wrong', onRetry, retryLabel = 'Retry' }: ErrorStateProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description wordBreak="break-word">{message}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" colorPalette="red" onClick={onRetry} flexShrink={0}>
          {retryLabel}
        </Button>
      )}
    </Alert.Root>
  );
}
