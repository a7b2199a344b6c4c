// The service worker's caches, named once for the worker and the page (which deletes the person's
// answers when someone signs out or another person signs in).

/** The last answer of each API read: one person's data. */
export const API_CACHE = 'provana-api';
/** The last page (every path serves the same index.html). */
export const PAGE_CACHE = 'provana-pages';
/** remoteEntry.js, mf-manifest.json and the registry, network first. */
export const ENTRY_CACHE = 'provana-entries';
/** Hashed files of the remotes, cached on first use (their names change with their content). */
export const CHUNK_CACHE = 'provana-chunks';

/** What the worker tells the next page: UPDATED_KEY is there after a new worker took over. */
export const META_CACHE = 'provana-meta';
export const UPDATED_KEY = '/__provana/updated';

/**
 * API reads the worker never touches: sign-in, streams (the live updates' endless one too), downloads,
 * audio, reminders (they must not replay), the operator.
 */
export const UNCACHED_API = /^\/api\/(auth\/(?!me$)|operator\/)|\/(stream|changes|audio|export|import)(\/|$)|\.ics$|\/reminders\/|\/push\//;
