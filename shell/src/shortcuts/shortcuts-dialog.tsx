// "?": the list of keyboard shortcuts (loaded on first use). A definition list per group.
import { Box, Heading, Stack, Text, chakra } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { generalShortcuts, sectionShortcuts, type ShortcutRow } from './shortcut-list';

const Kbd = chakra('kbd', {
  base: {
    fontFamily: 'mono',
    fontSize: 'xs',
    px: '1.5',
    py: '0.5',
    borderWidth: '1px',
    borderBottomWidth: '2px',
    borderRadius: 'sm',
    bg: 'bg.subtle',
    color: 'fg',
    whiteSpace: 'nowrap',
  },
});

function Group({ title, rows }: { title: string; rows: ShortcutRow[] }) {
  const id = `shortcuts-${title.toLowerCase()}`;
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" id={id} size="sm" mb="2">
        {title}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1.5" alignItems="center">
        {rows.map((row) => (
          <Box key={row.label} display="contents">
            <chakra.dt display="flex" gap="1">
              {row.keys.map((key, i) => (
                <Text as="span" key={key} display="inline-flex" gap="1" alignItems="center">
                  {i > 0 ? (
                    <Text as="span" fontSize="xs" color="fg.muted">
                      or
                    </Text>
                  ) : null}
                  <Kbd>{key}</Kbd>
                </Text>
              ))}
            </chakra.dt>
            <chakra.dd fontSize="sm">{row.label}</chakra.dd>
          </Box>
        ))}
      </chakra.dl>
    </Box>
  );
}

export default function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Keyboard shortcuts"
      closeLabel="Close keyboard shortcuts"
      contentProps={{ 'data-testid': 'shortcuts-dialog' }}
    >
      <Stack gap="5">
        <Text fontSize="sm" color="fg.muted">
          Shortcuts work anywhere on the dashboard except while you type in a field or a dialog is open.
        </Text>
        <Group title="General" rows={generalShortcuts} />
        <Group title="Go to" rows={sectionShortcuts} />
      </Stack>
    </ModalDialog>
  );
}
