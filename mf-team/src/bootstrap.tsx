// Standalone entry (the dev server's page at /): mounts the team section in the dev harness.
// When mounted by the shell only the exposed module loads; this file never runs there.
import { createRoot } from 'react-dom/client';
import { Standalone } from './standalone';

const container = document.getElementById('root');
if (!container) throw new Error('mf-team standalone: #root element missing from index.html');
createRoot(container).render(<Standalone />);
