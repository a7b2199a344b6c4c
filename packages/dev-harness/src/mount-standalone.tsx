// The one way a remote runs alone (its dev server's page at /): the remote lists its sections and
// calls this; the harness, nav and routes are the same for all six. Inside the shell only the
// exposed modules load, so this never runs there.
import { createRoot } from 'react-dom/client';
import { StandaloneSections, type StandaloneSectionsProps } from './standalone-sections';

export function mountStandalone(props: StandaloneSectionsProps, container: HTMLElement | null = document.getElementById('root')): void {
  if (!container) throw new Error(`${props.remote} standalone: #root element missing from index.html`);
  createRoot(container).render(<StandaloneSections {...props} />);
}
