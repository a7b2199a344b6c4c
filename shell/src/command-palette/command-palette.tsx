// The command palette, loaded on first use: one search box over the sections, the
// actions and the executive's data, built on the APG "combobox with listbox popup" pattern inside the
// shared ModalDialog (focus trapped while open, returned where it was on close).
import { formatApiError } from '@provana/api-client';
import { Box, Button, HStack, Input, Spinner, Text, VisuallyHidden, notify } from '@provana/ui';
import { ModalDialog } from '@provana/ui/parts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useAppearance } from '../appearance/use-appearance';
import { nextActive } from './active-option';
import type { PaletteCommand } from './palette-commands';
import type { PaletteItem } from './palette-items';
import { optionId, PaletteListbox } from './palette-listbox';
import { usePaletteResults, type DataSearchState } from './use-palette-results';

export interface CommandPaletteProps {
  open: boolean;
  onClose(): void;
  /** Runs a chosen row's command (the palette has already asked to close). */
  onCommand(command: PaletteCommand): void;
}

const resultCount = (n: number) => (n === 0 ? 'No results' : `${n} ${n === 1 ? 'result' : 'results'}`);

export default function CommandPalette({ open, onClose, onCommand }: CommandPaletteProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const { resolved, setTheme } = useAppearance();
  const { items, search, retry } = usePaletteResults(query, resolved);
  const inputRef = useRef<HTMLInputElement>(null);
  const listboxId = useId().replace(/:/g, '');
  const activeIndex = items.length === 0 ? -1 : Math.min(active, items.length - 1);
  const activeItem = activeIndex >= 0 ? items[activeIndex] : undefined;
  const announcement = useSettledAnnouncement(items.length, search);

  // A closed palette starts afresh next time.
  useEffect(() => {
    if (open) return;
    setQuery('');
    setActive(0);
  }, [open]);

  useEffect(() => {
    if (activeItem) document.getElementById(optionId(listboxId, activeItem))?.scrollIntoView?.({ block: 'nearest' });
  }, [activeItem, listboxId]);

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

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      if (activeItem) {
        event.preventDefault();
        choose(activeItem);
      }
      return;
    }
    const next = nextActive(activeIndex, event.key, items.length);
    if (next === null) return;
    event.preventDefault();
    setActive(next);
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
      {/* One scrolling area, the search box held at its top: the arrows scroll it (the active option
          scrolls into view), and it holds the focusable box, as a scrollable region must. */}
      <Box maxH="min(70vh, 32rem)" overflowY="auto" mx="-2" px="2" scrollPaddingTop="14">
        <Box position="sticky" top="0" zIndex="1" bg="bg.panel" pb="3">
          <Input
            ref={inputRef}
            role="combobox"
            aria-label="Search sections, actions and your data"
            aria-expanded={items.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeItem ? optionId(listboxId, activeItem) : undefined}
            placeholder="Search sections, actions and your data"
            autoComplete="off"
            spellCheck={false}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
        </Box>
        <PaletteListbox id={listboxId} label="Results" items={items} activeIndex={activeIndex} onActivate={setActive} onChoose={choose} />
        <SearchStatus search={search} empty={items.length === 0} onRetry={retry} />
      </Box>
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
