/** Files the browser must re-check every time: they name the current hashed assets. */
const ENTRY_FILES = new Set(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'remotes.json']);
/** webpack's [contenthash] (8+ hex chars) in the name means the content never changes. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;

/** Cache-Control of what is revalidated on every use. */
export const REVALIDATE = 'no-cache';

export function cacheControlFor(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  if (ENTRY_FILES.has(base)) return REVALIDATE;
  return HASHED.test(base) ? 'public, max-age=31536000, immutable' : REVALIDATE;
}
