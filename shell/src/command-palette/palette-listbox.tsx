// The palette's listbox: Chakra's Combobox content, kept in the dialog's flow (no popup), its options in
// groups (Sections, Actions, Your data). Options take no focus: the combobox keeps it and points at the
// highlighted one with aria-activedescendant.
import { Box, Text, loadCombobox } from '@provana/ui';
import { use } from 'react';
import { SnippetText } from '@provana/ui/parts';
import { groupLabels, type PaletteGroupId, type PaletteItem } from './palette-items';

const groupOrder: PaletteGroupId[] = ['sections', 'actions', 'data'];

export function PaletteListbox({ items, activeKey }: { items: PaletteItem[]; activeKey: string | undefined }) {
  const { Combobox } = use(loadCombobox());
  return (
    // In the dialog's scrolling area rather than a floating layer, so none of the popup's box applies.
    <Combobox.Content position="static" boxShadow="none" bg="transparent" maxH="none" overflowY="visible" p="0" animation="none">
      {groupOrder.map((group) => {
        const rows = items.filter((item) => item.group === group);
        if (rows.length === 0) return null;
        return (
          <Combobox.ItemGroup key={group} mb="2">
            <Combobox.ItemGroupLabel fontSize="xs" fontWeight="semibold" textTransform="uppercase" letterSpacing="wide" color="fg.muted" px="3" py="1">
              {groupLabels[group]}
            </Combobox.ItemGroupLabel>
            {rows.map((item) => (
              <Option key={item.key} item={item} active={item.key === activeKey} />
            ))}
          </Combobox.ItemGroup>
        );
      })}
    </Combobox.Content>
  );
}

function Option({ item, active }: { item: PaletteItem; active: boolean }) {
  const { Combobox } = use(loadCombobox());
  return (
    <Combobox.Item
      item={item}
      // The active row is the selected one (APG combobox): nothing stays chosen, a choice runs and closes.
      aria-selected={active}
      {...(item.hintIsShortcut ? { 'aria-keyshortcuts': item.hint } : {})}
      data-testid="palette-option"
      gap="3"
      px="3"
      py="2"
      borderRadius="md"
      cursor="pointer"
      _highlighted={{ bg: 'brand.subtle', outline: '2px solid', outlineColor: 'brand.border', outlineOffset: '-2px' }}
    >
      <Box flex="1" minW="0">
        <SnippetText parts={item.label} fontWeight="medium" truncate />
        {item.detail ? <SnippetText parts={item.detail} color="fg.muted" fontSize="xs" truncate /> : null}
      </Box>
      {item.hint ? (
        <Text as="span" fontSize="xs" color="fg.muted" flexShrink={0} fontFamily={item.hintIsShortcut ? 'mono' : undefined}>
          {item.hint}
        </Text>
      ) : null}
    </Combobox.Item>
  );
}
