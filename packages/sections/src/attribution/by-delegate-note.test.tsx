// @vitest-environment happy-dom
// The "added by" line: the delegate's first name and what they did, muted; nothing without one.
import { UiProvider } from '@provana/ui';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ByDelegateNote, byDelegateText } from './by-delegate-note';

afterEach(cleanup);

describe('ByDelegateNote', () => {
  it('says who added or changed the item, by first name, with the full name as its title', () => {
    render(
      <UiProvider>
        <ByDelegateNote by={{ name: 'Sam Lee', verb: 'added' }} />
        <ByDelegateNote by={{ name: 'Alex', verb: 'changed' }} />
      </UiProvider>,
    );
    const [added, changed] = screen.getAllByTestId('by-delegate');
    expect(added?.textContent).toBe('added by Sam');
    expect(added?.getAttribute('title')).toBe('added by Sam Lee');
    expect(changed?.textContent).toBe('changed by Alex');
  });

  it('renders nothing when the executive wrote the item last', () => {
    const { container } = render(
      <UiProvider>
        <ByDelegateNote by={null} />
        <ByDelegateNote by={undefined} />
      </UiProvider>,
    );
    expect(screen.queryByTestId('by-delegate')).toBeNull();
    expect(container.textContent).toBe('');
  });

  it('keeps a name without spaces whole', () => {
    expect(byDelegateText({ name: 'sam.lee', verb: 'changed' })).toBe('changed by sam.lee');
  });
});
