// Screen-only notices above a report: an unknown type (shown as the executive summary) and core
// data that failed to load (its figures then use the spec's sample values), with Retry.
import { Alert, Button, Stack } from '@provana/ui';

export function ReportNotices({ unknownType, failures, onRetry }: { unknownType: string | null; failures: string[]; onRetry: () => void }) {
  if (!unknownType && failures.length === 0) return null;
  return (
    <Stack gap="2" mb="4" data-print-hide="">
      {unknownType && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Unknown report type "{unknownType}"</Alert.Title>
            <Alert.Description>Showing the Executive Summary instead.</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {failures.length > 0 && (
        <Alert.Root status="warning" role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>Some report data could not be loaded</Alert.Title>
            <Alert.Description>{failures.join('; ')}. Figures marked * are sample values.</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={onRetry} flexShrink={0}>
            Retry
          </Button>
        </Alert.Root>
      )}
    </Stack>
  );
}
