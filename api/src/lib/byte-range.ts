/**
 * Parses a single-range `Range: bytes=...` header against a resource size.
 * Returns null to serve the whole body (no header, malformed, or several ranges: RFC 9110 lets a
 * server ignore those), 'unsatisfiable' for a range that starts past the end (416).
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, startText = '', endText = ''] = match;
  if (startText === '' && endText === '') return null;
  if (startText === '') {
    const suffix = Number(endText);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(startText);
  if (endText !== '' && Number(endText) < start) return null; // invalid range: ignore it
  if (start >= size) return 'unsatisfiable';
  const end = endText === '' ? size - 1 : Math.min(Number(endText), size - 1);
  return { start, end };
}
