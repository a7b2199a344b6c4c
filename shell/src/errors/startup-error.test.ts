// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { showStartupError } from './startup-error';

describe('the start-up fallback (no React yet)', () => {
  it('replaces the empty page with a message and a Reload button when the bootstrap chunk fails', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const reload = vi.fn();
    showStartupError(Object.assign(new Error('Loading chunk 401 failed.'), { name: 'ChunkLoadError' }), document, reload);
    const alert = document.querySelector('#root [role="alert"]');
    expect(alert?.querySelector('h1')?.textContent).toBe('Something went wrong');
    expect(alert?.textContent).toContain('could not be downloaded');
    alert?.querySelector('button')?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
