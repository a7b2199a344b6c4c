// The first worker of a browser takes control after the page has loaded its code: the remote entries,
// the registry and the remotes' chunks came from the network directly and are in none of its caches.
// Asking for them again, now through the worker, keeps them (the browser's HTTP cache answers most
// of these requests itself), so the section this visit opened also reads offline.
export function warmWorkerCaches(): void {
  const origin = window.location.origin;
  const urls = new Set<string>();
  for (const entry of performance.getEntriesByType('resource') as PerformanceResourceTiming[]) {
    const url = new URL(entry.name);
    if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
    if (url.pathname === '/remotes.json' || url.pathname.startsWith('/remotes/')) urls.add(url.href);
  }
  for (const url of urls) void fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
}
