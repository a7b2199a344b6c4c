// When the app cannot even start (its bootstrap chunk or the shared modules failed to load), React
// is not there to show an error screen: plain DOM, styled through CSSOM (allowed by the CSP).
// Imports nothing that the federation shares: it runs before the shared modules are negotiated.
import { errorTexts, isChunkLoadError } from './error-texts';

export function showStartupError(error: unknown, doc: Document = document, reload: () => void = () => window.location.reload()): void {
  const host = doc.getElementById('root') ?? doc.body;
  const box = doc.createElement('div');
  box.setAttribute('role', 'alert');
  Object.assign(box.style, { maxWidth: '28rem', margin: '15vh auto', padding: '24px', fontFamily: 'system-ui, sans-serif', color: '#18181b' });
  const title = doc.createElement('h1');
  title.textContent = errorTexts.title;
  Object.assign(title.style, { margin: '0', fontSize: '20px' });
  const detail = doc.createElement('p');
  detail.textContent = isChunkLoadError(error) ? errorTexts.download : errorTexts.unexpected;
  Object.assign(detail.style, { color: '#3f3f46', lineHeight: '1.5' });
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = errorTexts.reload;
  Object.assign(button.style, {
    padding: '10px 16px',
    border: 'none',
    borderRadius: '6px',
    background: '#4338ca',
    color: '#fff',
    fontSize: '15px',
    cursor: 'pointer',
  });
  button.addEventListener('click', () => reload());
  box.append(title, detail, button);
  host.replaceChildren(box);
}

/** The shell could not start (its bootstrap chunk, or a start-up stage, failed): log it and say so. */
export function failStartup(error: unknown): void {
  console.error('PROVANA could not start', error);
  showStartupError(error);
}
