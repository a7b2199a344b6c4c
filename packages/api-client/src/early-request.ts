// A GET the first screen needs before anything else (the session check), started by the shell's
// entry script while the app's code is still downloading; the base query then takes that response
// instead of asking again (base-query.ts). Once: a later call, a refetch, asks the server anew.
// The hand-over lives on globalThis because the entry chunk and the shared api-client are separate
// module instances. No imports: the entry bundles this file.
const STORE = Symbol.for('provana.early-requests');

type EarlyRequests = Map<string, Promise<Response>>;

function store(): EarlyRequests {
  const holder = globalThis as { [STORE]?: EarlyRequests };
  holder[STORE] ??= new Map();
  return holder[STORE];
}

/** Starts GET `path` (same origin, with cookies) for the base query to take later. */
export function startEarlyRequest(path: string): void {
  const response = fetch(path, { credentials: 'include' });
  // Never an unhandled rejection: whoever takes it sees the failure (and asks again).
  response.catch(() => undefined);
  store().set(path, response);
}

/** The status of the response started for `path`, without taking it (its body stays for the base query). */
export function earlyRequestStatus(path: string): Promise<number> | undefined {
  return store()
    .get(path)
    ?.then((response) => response.status);
}

/** The response started for this same-origin GET, if any; taking it removes it. */
export function takeEarlyRequest(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET' || typeof location === 'undefined') return undefined;
  const url = new URL(request.url, location.href);
  if (url.origin !== location.origin) return undefined;
  const key = url.pathname + url.search;
  const early = store().get(key);
  store().delete(key);
  return early;
}
