// Standalone entry (the dev server's page at /): mounts the planning remote in the dev harness.
// When mounted by the shell only the exposed modules load; this file never runs there.
import { createRoot } from 'react-dom/client';
import { Standalone } from './standalone';

const container = document.getElementById('root');
if (!container) throw new Error('mf-planning standalone: #root element missing from index.html');
createRoot(container).render(<Standalone />);
