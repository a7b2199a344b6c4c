// The command palette, loaded on first use: one search box over the sections, the actions and the
// executive's data. Chakra's Combobox (the APG "combobox with listbox popup" pattern: arrows, Home, End,
// Enter, aria-activedescendant) with its list kept open inside the shared ModalDialog (focus trapped
// while open, returned where it was on close). The rows are filtered here, not by the combobox.
import { formatApiError } from '@provana/api-client';
import { Box, Button, HStack, Spinner, Text, VisuallyHidden, loadCombobox, notify } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { use, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useAppearance } from '../appearance/use-appearance';
import type { PaletteCommand } from './palette-commands';
import type { PaletteItem } from './palette-items';
import { PaletteListbox } from './palette-listbox';
import { usePaletteResults, type DataSearchState } from './use-palette-results';

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  /** Runs a chosen row's command (the palette has already asked to close). */
  onCommand(command: PaletteCommand): void;
}

const resultCount = (n: number) => (n === 0 ? 'No results' : `${n} ${n === 1 ? 'result' : 'results'}`);

const plainText = (item: PaletteItem) => item.label.map((part) => part.text).join('');

export default function CommandPalette({ open, onClose, onCommand }: CommandPaletteProps) {
  // Loaded with the palette (command-center.tsx), so this reads it without suspending.
  const { Combobox, createListCollection } = use(loadCombobox());
  const [query, setQuery] = useState('');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const { resolved, setTheme } = useAppearance();
  const { items, search, retry } = usePaletteResults(query, resolved);
  const inputRef = useRef<HTMLInputElement>(null);
  const resultsLabelId = useId();
  const collection = useMemo(() => createListCollection({ items, itemToValue: (item) => item.key, itemToString: plainText }), [createListCollection, items]);
  // The first row is active until the arrows or the pointer move on; a row that left the list hands over to the first.
  const active = items.find((item) => item.key === highlighted) ?? items[0];
  const announcement = useSettledAnnouncement(items.length, search);

  // A closed palette starts afresh next time.
  useEffect(() => {
    if (open) return;
    setQuery('');
    setHighlighted(null);
  }, [open]);

  const choose = (item: PaletteItem) => {
    onClose();
    if (item.command.type !== 'switch-theme') {
      onCommand(item.command);
      return;
    }
    setTheme(resolved === 'dark' ? 'light' : 'dark').catch((error: unknown) => {
      notify({ title: 'The theme could not be saved', description: formatApiError(error), type: 'error' });
    });
  };

  return (
    <ModalDialog
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title="Command palette"
      placement="top"
      size="lg"
      closeLabel="Close command palette"
      initialFocusEl={() => inputRef.current}
      contentProps={{ 'data-testid': 'command-palette' }}
      headerProps={{ pb: '2' }}
      bodyProps={{ pt: '0' }}
    >
      <Combobox.Root
        collection={collection}
        open={items.length > 0}
        // Uncontrolled: the dialog unmounts the box on close, so the next opening starts empty.
        onInputValueChange={({ inputValue }) => {
          setQuery(inputValue);
          setHighlighted(null);
        }}
        highlightedValue={active?.key ?? null}
        onHighlightChange={({ highlightedValue }) => {
          if (highlightedValue !== null) setHighlighted(highlightedValue);
        }}
        onSelect={({ itemValue }) => {
          const item = items.find((row) => row.key === itemValue);
          if (item) choose(item);
        }}
        selectionBehavior="preserve"
        loopFocus
        openOnClick={false}
        // The dialog is the layer: Escape and a click outside belong to it.
        disableLayer
        ids={{ label: resultsLabelId }}
        // The rows scroll in the dialog's area below, not inside the listbox.
        scrollToIndexFn={({ getElement }) => getElement()?.scrollIntoView?.({ block: 'nearest' })}
      >
        {/* One scrolling area, the search box held at its top: the arrows scroll it (the active option
            scrolls into view), and it holds the focusable box, as a scrollable region must. */}
        <Box maxH="min(70vh, 32rem)" overflowY="auto" mx="-2" px="2" scrollPaddingTop="14">
          <Box position="sticky" top="0" zIndex="1" bg="bg.panel" pb="3">
            <Combobox.Control>
              <Combobox.Input
                ref={inputRef}
                aria-label="Search sections, actions and your data"
                placeholder="Search sections, actions and your data"
                onKeyDownCapture={(event) => {
                  // Escape closes the palette whether or not rows are showing (the combobox would only close its list).
                  if (event.key !== 'Escape') return;
                  event.preventDefault();
                  onClose();
                }}
              />
            </Combobox.Control>
          </Box>
          <VisuallyHidden id={resultsLabelId}>Results</VisuallyHidden>
          <PaletteListbox items={items} activeKey={active?.key} />
          <SearchStatus search={search} empty={items.length === 0} onRetry={retry} />
        </Box>
      </Combobox.Root>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
    </ModalDialog>
  );
}

/** The count for the live region, changed only once the search has settled (no chatter while typing). */
function useSettledAnnouncement(count: number, search: DataSearchState): string {
  const [text, setText] = useState('');
  const next = search.status === 'pending' ? null : search.status === 'error' ? `${resultCount(count)}. Your data could not be searched.` : resultCount(count);
  useEffect(() => {
    if (next !== null) setText(next);
  }, [next]);
  return text;
}

function SearchStatus({ search, empty, onRetry }: { search: DataSearchState; empty: boolean; onRetry(): void }) {
  if (search.status === 'pending') {
    return (
      <HStack px="3" py="2" color="fg.muted" fontSize="sm">
        <Spinner size="xs" />
        <Text>Searching your data...</Text>
      </HStack>
    );
  }
  if (search.status === 'error') {
    return (
      <HStack px="3" py="2" justify="space-between" gap="3" fontSize="sm">
        <Text color="fg.error">Your data could not be searched ({search.message}).</Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          Try again
        </Button>
      </HStack>
    );
  }
  return empty ? (
    <Text px="3" py="4" textAlign="center" color="fg.muted" fontSize="sm">
      No results
    </Text>
  ) : null;
}
