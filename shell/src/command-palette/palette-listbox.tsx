// The palette's listbox: its options in groups (Sections, Actions, Your data), the active one marked
// with aria-selected and a visible ring. Options take no focus: the combobox keeps it and points at
// the active one with aria-activedescendant.
import { Box, Text, chakra } from '@provana/ui';
import { SnippetText } from '@provana/ui/parts';
import { groupLabels, type PaletteGroupId, type PaletteItem } from './palette-items';

export const optionId = (listboxId: string, item: PaletteItem) => `${listboxId}-${item.key}`;

interface Props {
  id: string;
  label: string;
  items: PaletteItem[];
  activeIndex: number;
  onActivate(index: number): void;
  onChoose(item: PaletteItem): void;
}

const groupOrder: PaletteGroupId[] = ['sections', 'actions', 'data'];

export function PaletteListbox({ id, label, items, activeIndex, onActivate, onChoose }: Props) {
  const indexed = items.map((item, index) => ({ item, index }));
  return (
    <Box id={id} role="listbox" aria-label={label} hidden={items.length === 0}>
      {groupOrder.map((group) => {
        const rows = indexed.filter(({ item }) => item.group === group);
        if (rows.length === 0) return null;
        const headingId = `${id}-${group}`;
        return (
          <Box key={group} role="group" aria-labelledby={headingId} mb="2">
            <Text
              id={headingId}
              role="presentation"
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wide"
              color="fg.muted"
              px="3"
              py="1"
            >
              {groupLabels[group]}
            </Text>
            {rows.map(({ item, index }) => (
              <Option
                key={item.key}
                id={optionId(id, item)}
                item={item}
                active={index === activeIndex}
                onPointer={() => onActivate(index)}
                onChoose={() => onChoose(item)}
              />
            ))}
          </Box>
        );
      })}
    </Box>
  );
}

function Option({ id, item, active, onPointer, onChoose }: { id: string; item: PaletteItem; active: boolean; onPointer(): void; onChoose(): void }) {
  return (
    <chakra.div
      id={id}
      role="option"
      aria-selected={active}
      {...(item.hintIsShortcut ? { 'aria-keyshortcuts': item.hint } : {})}
      data-testid="palette-option"
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      borderRadius="md"
      cursor="pointer"
      bg={active ? 'brand.subtle' : undefined}
      outline={active ? '2px solid' : undefined}
      outlineColor={active ? 'brand.border' : undefined}
      outlineOffset="-2px"
      onMouseMove={active ? undefined : onPointer}
      // Keep the focus in the combobox: a click on an option must not blur the input.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
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
    </chakra.div>
  );
}
