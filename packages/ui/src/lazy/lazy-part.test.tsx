// @vitest-environment happy-dom
// A part loaded on first use whose code cannot load fails in its own place, in words, with Retry; the
// content beside it stays, and Retry loads it once the code is there.
import { Component, type ReactNode, type Ref } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../provider';
import { lazyModule } from './lazy-module';
import { lazyPart } from './lazy-part';

// React reports each error a boundary catches on the console; these are expected.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

interface NoteFormProps {
  onDone: () => void;
  ref?: Ref<HTMLTextAreaElement>;
}

function NoteForm({ ref }: NoteFormProps) {
  return <textarea aria-label="Note" ref={ref} />;
}

/** An import that fails while `failing` says so, like a chunk that cannot be fetched offline. */
function flakyImport() {
  const state = { failing: true, calls: 0 };
  const load = () => {
    state.calls += 1;
    return state.failing ? Promise.reject(new Error('Loading chunk 841 failed.')) : Promise.resolve({ default: NoteForm });
  };
  return { state, load };
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

/** Renders inside an awaited act, so React retries a part that suspended once its import has settled. */
async function renderSettled(element: ReactNode) {
  await act(async () => {
    render(<UiProvider>{element}</UiProvider>);
  });
}

/** Clicks a button inside an awaited act, so what it starts loading settles and renders. */
async function clickSettled(name: string) {
  await act(async () => screen.getByRole('button', { name }).click());
}

class SectionBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>Something went wrong</p> : this.props.children;
  }
}

describe('lazyPart', () => {
  it('shows why in place with Retry when the import fails offline, keeps the content beside it, and Retry loads it', async () => {
    setOnline(false);
    const { state, load } = flakyImport();
    const NotePart = lazyPart(load, 'adding a note');
    await renderSettled(
      <SectionBoundary>
        <p>Call the carrier</p>
        <NotePart onDone={() => undefined} />
      </SectionBoundary>,
    );
    expect((await screen.findByRole('alert')).textContent).toContain("You're offline: adding a note needs a connection.");
    expect(screen.getByText('Call the carrier')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();

    // Still offline: Retry tries again (a fresh import, not React.lazy's cached failure) and says so again.
    await clickSettled('Retry');
    expect((await screen.findByRole('alert')).textContent).toContain("You're offline");
    expect(state.calls).toBe(2);

    setOnline(true);
    state.failing = false;
    await clickSettled('Retry');
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Call the carrier')).toBeTruthy();
  });

  it('says the code could not be downloaded when the browser is online, and offers the part’s own way out', async () => {
    setOnline(true);
    const onDone = vi.fn();
    const NotePart = lazyPart(flakyImport().load, 'adding a note', { close: (props) => props.onDone });
    await renderSettled(<NotePart onDone={onDone} />);
    expect((await screen.findByRole('alert')).textContent).toContain('Adding a note is unavailable: its code could not be downloaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('passes props and ref through to the loaded part', async () => {
    const NotePart = lazyPart(() => Promise.resolve({ default: NoteForm }), 'adding a note');
    let field: HTMLTextAreaElement | null = null;
    await renderSettled(<NotePart onDone={() => undefined} ref={(node) => void (field = node)} />);
    expect(field).toBe(screen.getByRole('textbox', { name: 'Note' }));
  });

  it('loads a part’s code once, however often it opens', async () => {
    const load = vi.fn(() => Promise.resolve({ default: NoteForm }));
    const NotePart = lazyPart(load, 'adding a note');
    await renderSettled(<NotePart onDone={() => undefined} />);
    cleanup();
    await renderSettled(<NotePart onDone={() => undefined} />);
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeTruthy();
    expect(load).toHaveBeenCalledOnce();
  });

  it('leaves a part that throws while rendering to the section’s boundary', async () => {
    const Broken = (): ReactNode => {
      throw new Error('a bug');
    };
    const BrokenPart = lazyPart(() => Promise.resolve({ default: Broken }), 'adding a note');
    await renderSettled(
      <SectionBoundary>
        <BrokenPart />
      </SectionBoundary>,
    );
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
  });

  it('floats the failure of a dialog (a part with `open`) while it is open, closes it with its onClose, and tries again when it opens again', async () => {
    setOnline(false);
    const { state, load } = flakyImport();
    const Dialog = (props: { open: boolean; onClose: () => void }) => (props.open ? <div role="dialog" aria-label="Help" /> : null);
    const HelpPart = lazyPart(() => load().then(() => ({ default: Dialog })), 'the help');
    const onClose = vi.fn();
    let rerender: ReturnType<typeof render>['rerender'] = () => undefined;
    await act(async () => {
      rerender = render(
        <UiProvider>
          <HelpPart open onClose={onClose} />
        </UiProvider>,
      ).rerender;
    });
    expect((await screen.findByRole('alert')).textContent).toContain("You're offline: the help needs a connection.");
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();

    rerender(
      <UiProvider>
        <HelpPart open={false} onClose={onClose} />
      </UiProvider>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    state.failing = false;
    await act(async () => {
      rerender(
        <UiProvider>
          <HelpPart open onClose={onClose} />
        </UiProvider>,
      );
    });
    expect(await screen.findByRole('dialog', { name: 'Help' })).toBeTruthy();
  });

  it('loads again on Retry a design-system chunk the part needs that failed to load', async () => {
    setOnline(false);
    let chunkFails = true;
    const chunk = Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError' });
    const getControls = lazyModule(() => (chunkFails ? Promise.reject(chunk) : Promise.resolve({ label: 'Tag' })));
    const { use } = await import('react');
    const WithControls = () => <span>{use(getControls() as Promise<{ label: string }>).label}</span>;
    const Part = lazyPart(() => Promise.resolve({ default: WithControls }), 'adding a note');
    await renderSettled(<Part />);
    expect((await screen.findByRole('alert')).textContent).toContain("You're offline: adding a note needs a connection.");

    chunkFails = false;
    await clickSettled('Retry');
    expect(await screen.findByText('Tag')).toBeTruthy();
  });
});
