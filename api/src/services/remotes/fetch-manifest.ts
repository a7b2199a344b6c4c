// Reads the mf-manifest.json a remote is published with. On this server (a root-relative path under
// /remotes/<dir>/): the file from that remote's bundled dist. Elsewhere: fetched through the outbound
// guard the subscribed calendars use (lib/url-guard.ts): every hop's host resolved and
// checked (private, link-local, metadata and, unless the operator allows loopback, loopback addresses
// refused) and the socket pinned to the checked address; redirects followed by hand and re-checked,
// at most MAX_REDIRECTS; one deadline; the body dropped past MAX_MANIFEST_BYTES. The publish URL is
// the operator's, but it must not become a way into the server's own network either.
import path from 'node:path';
import type http from 'node:http';
import { REMOTE_CONTRACT, type RemoteName } from '@provana/contracts/remotes';
import { checkedAddress, pinnedRequest, RefusedAddressError, type GuardOptions } from '../../lib/url-guard';
import { readDistFile } from '../../static/static-files';

export const MAX_MANIFEST_BYTES = 2 * 1024 * 1024;
export const MANIFEST_TIMEOUT_MS = 10_000;
export const MAX_REDIRECTS = 3;

/** The manifest could not be read; the message says why, for the operator. */
export class ManifestUnavailableError extends Error {}
/** The manifest's address is refused (a private address, or plain http without the operator's leave). */
export class ManifestAddressRefusedError extends Error {}

export interface ManifestFetchOptions extends GuardOptions {
  /** The folder holding mf-<dir>/dist, for root-relative manifests. */
  staticRoot: string;
  timeoutMs?: number;
  maxBytes?: number;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

async function readBody(res: http.IncomingMessage, maxBytes: number): Promise<string> {
  const tooLarge = () => new ManifestUnavailableError(`The manifest is larger than ${Math.round(maxBytes / 1024)} KB`);
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw tooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw tooLarge();
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function checkedProtocol(url: URL, allowLoopback: boolean): URL {
  if (url.protocol === 'https:' || (url.protocol === 'http:' && allowLoopback)) return url;
  throw new ManifestAddressRefusedError(allowLoopback ? 'The manifest must be at an http(s) address' : 'The manifest must be at an https:// address');
}

async function follow(start: URL, options: ManifestFetchOptions, signal: AbortSignal): Promise<string> {
  let url = checkedProtocol(start, options.allowLoopback);
  for (let hop = 0; ; hop++) {
    const target = await checkedAddress(url, options).catch((error: unknown) => {
      throw error instanceof RefusedAddressError ? new ManifestAddressRefusedError(`${url.host}: ${error.message}`) : error;
    });
    const res = await pinnedRequest(url, target, { 'User-Agent': 'Provana remote registry', Accept: 'application/json' }, signal).catch(() => {
      throw new ManifestUnavailableError(signal.aborted ? 'timeout' : `${url.host} could not be reached`);
    });
    if (REDIRECTS.has(res.statusCode ?? 0) && res.headers.location) {
      res.resume();
      if (hop >= MAX_REDIRECTS) throw new ManifestUnavailableError(`The manifest address redirected more than ${MAX_REDIRECTS} times`);
      url = checkedProtocol(new URL(res.headers.location, url), options.allowLoopback);
      continue;
    }
    if (res.statusCode !== 200) {
      res.resume();
      throw new ManifestUnavailableError(`The manifest address answered with HTTP ${res.statusCode ?? 0}`);
    }
    return readBody(res, options.maxBytes ?? MAX_MANIFEST_BYTES).catch((error: unknown) => {
      throw error instanceof ManifestUnavailableError ? error : new ManifestUnavailableError('The manifest could not be read to its end');
    });
  }
}

async function fetchRemote(location: string, options: ManifestFetchOptions): Promise<string> {
  const controller = new AbortController();
  const timeoutMs = options.timeoutMs ?? MANIFEST_TIMEOUT_MS;
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const deadline = new Promise<never>((_, reject) =>
      controller.signal.addEventListener('abort', () => reject(new ManifestUnavailableError('timeout')), { once: true }),
    );
    // The finally below aborts after a success too: that rejection has no one to hear it.
    deadline.catch(() => undefined);
    return await Promise.race([follow(new URL(location), options, controller.signal), deadline]);
  } catch (error) {
    if (controller.signal.aborted) throw new ManifestUnavailableError(`The manifest address gave no answer within ${timeoutMs / 1000} seconds`);
    throw error;
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** The manifest's text at `location` (an https URL, or /remotes/<dir>/… on this server). */
export async function readManifest(location: string, remote: RemoteName, options: ManifestFetchOptions): Promise<string> {
  if (!location.startsWith('/')) return fetchRemote(location, options);
  const dir = REMOTE_CONTRACT[remote].dir;
  const prefix = `/remotes/${dir}`;
  const file = location.startsWith(`${prefix}/`) ? await readDistFile(path.join(options.staticRoot, `mf-${dir}`, 'dist'), location.slice(prefix.length)) : null;
  if (!file) throw new ManifestUnavailableError(`This server has no file at ${location}`);
  if (file.byteLength > (options.maxBytes ?? MAX_MANIFEST_BYTES)) throw new ManifestUnavailableError('The manifest is too large');
  return new TextDecoder().decode(file);
}
