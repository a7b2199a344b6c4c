// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyModule } from './lazy-module';
import { chakraPart } from './chakra-part';

interface Parts {
  Root: (props: { children?: ReactNode; title: string }) => ReactNode;
  Item: (props: { label: string }) => ReactNode;
}

function fakeParts() {
  let loads = 0;
  const parts: Parts = {
    Root: ({ children, title }) => <section title={title}>{children}</section>,
    Item: ({ label }) => <span>{label}</span>,
  };
  const getModule = lazyModule(async () => {
    loads += 1;
    return parts;
  });
  return { getModule, loads: () => loads };
}

afterEach(cleanup);

describe('lazyModule', () => {
  it('loads once and exposes the settled module on the thenable', async () => {
    const { getModule, loads } = fakeParts();
    expect(getModule()).toBe(getModule());
    const module = await getModule();
    expect(loads()).toBe(1);
    expect(getModule().status).toBe('fulfilled');
    expect(getModule().value).toBe(module);
  });

  it('marks a failed load as rejected', async () => {
    const getModule = lazyModule<Parts>(() => Promise.reject(new Error('offline')));
    await expect(getModule()).rejects.toThrow('offline');
    expect(getModule().status).toBe('rejected');
  });
});

/** Renders inside an awaited act, so React retries a part that suspended once its module has settled. */
async function renderSettled(element: ReactNode) {
  let container: HTMLElement | undefined;
  await act(async () => {
    container = render(<>{element}</>).container;
  });
  return container as HTMLElement;
}

describe('chakraPart', () => {
  it('renders nothing in place of a root part while its module is loading', async () => {
    const getModule = lazyModule<Parts>(() => new Promise(() => undefined));
    const Root = chakraPart(getModule, (m) => m.Root, { root: true });
    const container = await renderSettled(
      <main>
        <Root title="t" />
        <p>the rest of the screen</p>
      </main>,
    );
    expect(container.innerHTML).toBe('<main><p>the rest of the screen</p></main>');
  });

  it('renders the real parts with their props once loaded, loading the module once', async () => {
    const { getModule, loads } = fakeParts();
    const Root = chakraPart(getModule, (m) => m.Root, { root: true });
    const Item = chakraPart(getModule, (m) => m.Item, { root: false });
    const container = await renderSettled(
      <Root title="Controls">
        <Item label="one" />
        <Item label="two" />
      </Root>,
    );
    expect(screen.getByText('two')).toBeTruthy();
    expect(container.innerHTML).toBe('<section title="Controls"><span>one</span><span>two</span></section>');
    expect(loads()).toBe(1);
  });

  it('renders inner parts synchronously after the module has settled', async () => {
    const { getModule } = fakeParts();
    await getModule();
    const Item = chakraPart(getModule, (m) => m.Item, { root: false });
    const { container } = render(<Item label="ready" />);
    expect(container.innerHTML).toBe('<span>ready</span>');
  });
});
