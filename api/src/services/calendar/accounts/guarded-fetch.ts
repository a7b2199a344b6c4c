// The fetch a calendar provider's client (tsdav) is given: every request, redirects included, goes
// through the URL guard (url-guard.ts): http(s) only, each host's addresses checked and the socket
// pinned to the checked one, plain http:// only where loopback is allowed (tests, development). One
// deadline per request and a cap on what an answer may hold.
import { checkedAddress, pinnedRequest, RefusedAddressError, type GuardOptions } from '../../../lib/url-guard';

export interface AccountFetchOptions extends GuardOptions {
  timeoutMs?: number;
  maxBytes?: number;
}

export const ACCOUNT_TIMEOUT_MS = 15_000;
/** A calendar's whole multiget fits; an answer past it is cut off as a failure. */
export const MAX_ANSWER_BYTES = 20 * 1024 * 1024;
const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const NO_BODY = new Set([101, 204, 205, 304]);

/** A request the guard or the network refused; the message is a sentence for the person. */
export class AccountFetchError extends Error {}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  new Headers(init?.headers).forEach((value, key) => {
    out[key] = value;
  });
  return out;
}

async function bodyOf(init: RequestInit | undefined): Promise<Buffer | undefined> {
  if (init?.body === undefined || init.body === null) return undefined;
  return Buffer.from(await new Response(init.body).arrayBuffer());
}

export function guardedFetch(options: AccountFetchOptions): typeof fetch {
  const timeoutMs = options.timeoutMs ?? ACCOUNT_TIMEOUT_MS;
  const maxBytes = options.maxBytes ?? MAX_ANSWER_BYTES;
  return async (input, init) => {
    let url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = headersOf(init);
    const body = await bodyOf(init);
    const signal = AbortSignal.timeout(timeoutMs);
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowLoopback))
        throw new AccountFetchError('The server must be reached over https://');
      const target = await checkedAddress(url, options).catch((error: unknown) => {
        throw new AccountFetchError(error instanceof RefusedAddressError ? error.message : 'The server could not be reached');
      });
      const res = await pinnedRequest(url, target, headers, signal, method, body).catch(() => {
        throw new AccountFetchError(signal.aborted ? `The server did not answer within ${timeoutMs / 1000} seconds` : 'The server could not be reached');
      });
      const status = res.statusCode ?? 0;
      if (REDIRECTS.has(status) && res.headers.location && init?.redirect !== 'manual') {
        res.resume();
        if (hop >= MAX_REDIRECTS) throw new AccountFetchError(`The server redirected more than ${MAX_REDIRECTS} times`);
        url = new URL(res.headers.location, url);
        continue;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      try {
        for await (const chunk of res) {
          size += (chunk as Buffer).length;
          if (size > maxBytes) {
            res.destroy();
            throw new AccountFetchError('The server sent more than this client reads at once');
          }
          chunks.push(chunk as Buffer);
        }
      } catch (error) {
        throw error instanceof AccountFetchError ? error : new AccountFetchError('The server could not be reached');
      }
      const answerHeaders = new Headers();
      for (const [key, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) answerHeaders.append(key, v);
      }
      const response = new Response(NO_BODY.has(status) ? null : Buffer.concat(chunks), {
        status,
        statusText: res.statusMessage ?? '',
        headers: answerHeaders,
      });
      Object.defineProperty(response, 'url', { value: url.href });
      return response;
    }
  };
}
