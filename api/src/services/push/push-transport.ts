// Sends one Web Push request (prepared by web-push: VAPID header, aes128gcm body) to a device's push
// service. The endpoint came from a browser, so the request goes through the subscribed calendars'
// address guard: the host is resolved and checked first and the socket goes to that checked address,
// so the server cannot be pointed into its own network. https only; http:// only to a loopback
// address where the operator allows loopback (tests and development).
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { checkedAddress, type GuardOptions } from '../../lib/url-guard';

export const PUSH_TIMEOUT_MS = 10_000;

export interface PushRequest {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/** The push service's answer (its status), or why no answer came (refused address, network, timeout). */
export type PushResponse = { status: number } | { error: string };

const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

export async function sendPushRequest(request: PushRequest, options: GuardOptions & { timeoutMs?: number }): Promise<PushResponse> {
  const url = new URL(request.endpoint);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowLoopback)) return { error: 'not an https:// endpoint' };
  let target: { address: string; family: 4 | 6 };
  try {
    target = await checkedAddress(url, options);
  } catch {
    return { error: 'refused address' };
  }
  if (url.protocol === 'http:' && !isLoopback(target.address)) return { error: 'http:// outside loopback' };
  const lookup: LookupFunction = (_host, lookupOptions, callback) => {
    if (lookupOptions.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  const signal = AbortSignal.timeout(options.timeoutMs ?? PUSH_TIMEOUT_MS);
  return new Promise<PushResponse>((resolve) => {
    const req = client.request(url, { method: request.method, headers: request.headers, lookup, signal, agent: false }, (res) => {
      // The answer's body says nothing the status does not; read and drop it so the socket closes.
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0 }));
    });
    req.on('error', () => resolve({ error: signal.aborted ? 'timeout' : 'unreachable' }));
    req.end(request.body ?? undefined);
  });
}
