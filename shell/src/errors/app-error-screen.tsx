// What the whole app shows after an error no inner boundary caught: a message and a way out.
// Plain elements with style props (set through CSSOM, so the CSP allows them) and no design-system
// components: the failure may be in the providers themselves.
import type { CSSProperties } from 'react';
import { errorTexts, isChunkLoadError } from './error-texts';

const page: CSSProperties = {
  minHeight: '100dvh',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '24px',
  background: '#fafafa',
  color: '#18181b',
  fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
};
const card: CSSProperties = { maxWidth: '28rem', background: '#fff', border: '1px solid #e4e4e7', borderRadius: '12px', padding: '24px' };
const button: CSSProperties = {
  marginTop: '16px',
  padding: '10px 16px',
  border: 'none',
  borderRadius: '6px',
  background: '#4338ca',
  color: '#fff',
  fontSize: '15px',
  fontWeight: 600,
  cursor: 'pointer',
};

export function AppErrorScreen({ error, onReload }: { error: Error; onReload: () => void }) {
  const detail = isChunkLoadError(error) ? errorTexts.download : errorTexts.unexpected;
  return (
    <div style={page}>
      <div role="alert" style={card}>
        <h1 style={{ margin: 0, fontSize: '20px' }}>{errorTexts.title}</h1>
        <p style={{ margin: '8px 0 0', color: '#3f3f46', lineHeight: 1.5 }}>{detail}</p>
        <button type="button" style={button} onClick={onReload}>
          {errorTexts.reload}
        </button>
      </div>
    </div>
  );
}
