import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { lazyModule } from './lazy-module';
import { lazyPart } from './lazy-part';

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

async function renderAll(element: ReactNode): Promise<string> {
  const { prelude } = await prerender(<>{element}</>);
  // Drop React's Suspense boundary markers (<!--$-->...<!--/$-->).
  return (await new Response(prelude).text()).replace(/<!--\/?\$-->/g, '');
}

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

describe('lazyPart', () => {
  it('renders nothing in place of a root part until its module has loaded', () => {
    const { getModule } = fakeParts();
    const Root = lazyPart(getModule, (m) => m.Root, { root: true });
    expect(renderToStaticMarkup(<main><Root title="t" /></main>)).toBe('<main></main>');
  });

  it('renders the real parts with their props once loaded, loading the module once', async () => {
    const { getModule, loads } = fakeParts();
    const Root = lazyPart(getModule, (m) => m.Root, { root: true });
    const Item = lazyPart(getModule, (m) => m.Item, { root: false });
    const html = await renderAll(
      <Root title="Controls">
        <Item label="one" />
        <Item label="two" />
      </Root>,
    );
    expect(html).toBe('<section title="Controls"><span>one</span><span>two</span></section>');
    expect(loads()).toBe(1);
  });

  it('renders inner parts synchronously after the module has settled', async () => {
    const { getModule } = fakeParts();
    await getModule();
    const Item = lazyPart(getModule, (m) => m.Item, { root: false });
    expect(renderToStaticMarkup(<Item label="ready" />)).toBe('<span>ready</span>');
  });
});
