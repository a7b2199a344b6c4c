// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { failStartup, showStartupError } from './startup-error';

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

  it('failStartup logs the error and shows the same screen in the page', () => {
    document.body.innerHTML = '<div id="root"></div>';
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('stage failed');
    failStartup(error);
    expect(log).toHaveBeenCalledWith('PROVANA could not start', error);
    expect(document.querySelector('#root [role="alert"] h1')?.textContent).toBe('Something went wrong');
    log.mockRestore();
  });
});
