// The first worker of a browser takes control after the page has loaded its code and its data: the
// remote entries, the registry, the remotes' chunks and the API reads came from the network directly
// and are in none of its caches. Asking for them again, now through the worker, keeps them (the
// browser's HTTP cache answers most file requests itself), so the section this visit opened also reads
// offline. The page's store is left alone: nothing re-renders for answers it already shows.
import { UNCACHED_API } from './cache-names';

/** Same-origin files and API reads this page fetched before a worker controlled it. */
export function urlsToWarm(entries: readonly Pick<PerformanceResourceTiming, 'name' | 'initiatorType'>[], origin: string): string[] {
  const urls = new Set<string>();
  for (const entry of entries) {
    const url = new URL(entry.name);
    if (url.origin !== origin) continue;
    const file = url.pathname === '/remotes.json' || url.pathname.startsWith('/remotes/');
    // Timing entries carry no method: asking again with GET only ever reads.
    const read = entry.initiatorType === 'fetch' && url.pathname.startsWith('/api/') && !UNCACHED_API.test(url.pathname);
    if (file || read) urls.add(url.href);
  }
  return [...urls];
}

export function warmWorkerCaches(): void {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  for (const url of urlsToWarm(entries, window.location.origin)) void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
}
