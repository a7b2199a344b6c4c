// Test helper for any remote: renders a component to static HTML inside the providers the shell gives it
// (store, Chakra system, router), in Node without a DOM.
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createAppStore } from '@provana/api-client';
import { MemoryRouter } from '@provana/router';
import { UiProvider } from '@provana/ui';

export interface RenderOptions {
  /** The router's location, e.g. '/print-report/team-report?auto-print=true'. */
  path?: string;
}

export function renderToHtml(element: ReactElement, options: RenderOptions = {}): string {
  return renderToStaticMarkup(
    <Provider store={createAppStore()}>
      <UiProvider>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{element}</MemoryRouter>
      </UiProvider>
    </Provider>,
  );
}

/** The visible text of rendered HTML, tags and style blocks removed, whitespace collapsed. */
export function textOf(html: string): string {
  return html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
