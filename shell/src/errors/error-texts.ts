// The error screen's words, shared by the React screen and the no-React start-up fallback.
export const errorTexts = {
  title: 'Something went wrong',
  download: 'Part of PROVANA could not be downloaded. Check your connection, then reload.',
  unexpected: 'PROVANA ran into an unexpected problem. Reloading usually fixes it; your saved data is safe.',
  reload: 'Reload',
} as const;

/** webpack names a failed chunk download ChunkLoadError; a missing dynamic import says so in its message. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || /loading (css )?chunk|dynamically imported module/i.test(error.message);
}
