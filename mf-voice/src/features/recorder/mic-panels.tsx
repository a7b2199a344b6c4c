// The microphone status badge, the denied, not-found and unsupported panels, and the six-item
// features panel.
import { Alert, Badge, Box, Heading, Stack, Text } from '@provana/ui';
import { NO_AUDIO_CAPTURE } from '../../lib/mic-errors';
import { MIC_STATUS_LABEL, type MicStatus } from '../../lib/mic-status';

const PALETTE: Record<MicStatus, string> = { unknown: 'gray', checking: 'gray', available: 'green', denied: 'red', 'not-found': 'orange', unsupported: 'red' };

export function MicStatusBadge({ status }: { status: MicStatus }) {
  return (
    <Badge colorPalette={PALETTE[status]} variant="subtle" role="status" aria-label={`Microphone: ${MIC_STATUS_LABEL[status]}`}>
      {MIC_STATUS_LABEL[status]}
    </Badge>
  );
}

export function DeniedPanel() {
  return (
    <Alert.Root status="error" data-testid="mic-denied">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Microphone access denied</Alert.Title>
        <Alert.Description>
          <Box as="ol" ps="5" listStyleType="decimal" mt="1">
            <li>Click the lock or site-settings icon in your browser's address bar.</li>
            <li>Set Microphone to Allow for this site.</li>
            <li>Reload the page, or press Test Mic.</li>
          </Box>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

export function NotFoundPanel() {
  return (
    <Alert.Root status="warning" data-testid="mic-not-found">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>No microphone found</Alert.Title>
        <Alert.Description>Connect a microphone, then press Test Mic.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** No audio capture in this browser (or this insecure page): the spec's message, word for word. */
export function UnsupportedPanel() {
  return (
    <Alert.Root status="error" role="alert" data-testid="mic-unsupported">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{NO_AUDIO_CAPTURE}</Alert.Title>
        <Alert.Description>You can still type a transcript and process it.</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

const FEATURES = [
  'Live transcription where your browser supports speech recognition',
  'Edit or type the transcript before processing',
  'AI insights: key idea, suggested action and personal anchor',
  'Tasks and calendar entries created from what you said',
  'Clarity prompts that turn decisions into next steps',
  'Audio stored with the recording, ready to play back',
];

export function FeaturesPanel() {
  return (
    <Stack gap="1" bg="bg.muted" p="3" borderRadius="md">
      <Heading as="h3" size="xs">
        What the recorder does
      </Heading>
      <Box as="ul" ps="5" listStyleType="disc" fontSize="sm">
        {FEATURES.map((f) => (
          <li key={f}>
            <Text as="span">{f}</Text>
          </li>
        ))}
      </Box>
    </Stack>
  );
}
