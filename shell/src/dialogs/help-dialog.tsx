// "What is the product?" with a Got it button.
import { Button, Stack, Text } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';

export default function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="What is the product?"
      closeLabel="Close help"
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          Got it
        </Button>
      }
    >
      <Stack gap="3" color="fg.muted">
        <Text>
          PROVANA is an AI executive assistant. It prepares you, guides you and protects your time, linking your decisions, goals and daily rhythm to your
          leadership strategy.
        </Text>
        <Text>
          Use the sidebar to move between your Daily Brief, voice insights, time blocks, calendar, decisions, goals, team, memory, life events, weekly insights
          and leadership model. The microphone button takes voice commands; the bell shows what needs your attention.
        </Text>
      </Stack>
    </ModalDialog>
  );
}
