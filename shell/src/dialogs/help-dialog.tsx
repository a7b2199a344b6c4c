// "What is the product?" with a Got it button.
import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@provana/ui';

export default function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={(e) => (e.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>What is the product?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3" color="fg.muted">
                <Text>
                  PROVANA is an AI executive assistant. It prepares you, guides you and protects your time, linking your decisions, goals and daily
                  rhythm to your leadership strategy.
                </Text>
                <Text>
                  Use the sidebar to move between your Daily Brief, voice insights, time blocks, calendar, decisions, goals, team, memory, life events,
                  weekly insights and leadership model. The microphone button takes voice commands; the bell shows what needs your attention.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                Got it
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close help" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
