// One attempt of one delivery: the payload POSTed to the endpoint, signed as Standard Webhooks says
// (the `standardwebhooks` library: webhook-id, webhook-timestamp, webhook-signature). The address is
// the owner's, so it goes through the URL guard like every outbound call: resolved and checked, the
// socket pinned to the checked address; https only (http:// only to loopback where the operator allows
// it, for tests and development). Redirects are not followed: a 3xx is a failed attempt.
import ipaddr from 'ipaddr.js';
import { Webhook } from 'standardwebhooks';
import { RefusedAddressError, checkedAddress, pinnedRequest, type GuardOptions } from '../../lib/url-guard';

export const ATTEMPT_TIMEOUT_MS = 15_000;

export interface SignedMessage {
  url: string;
  /** The endpoint's `whsec_…` secret. */
  secret: string;
  messageId: string;
  payload: string;
  /** The webhook-timestamp: when this attempt is made. */
  at: Date;
}

/** The receiver's status (2xx: delivered), or why none came. */
export interface AttemptOutcome {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

const isLoopback = (address: string) => ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';

/** The headers Standard Webhooks names, signed over id, timestamp and body. */
export function signedHeaders(message: Omit<SignedMessage, 'url'>): Record<string, string> {
  return {
    'webhook-id': message.messageId,
    'webhook-timestamp': String(Math.floor(message.at.getTime() / 1000)),
    'webhook-signature': new Webhook(message.secret).sign(message.messageId, message.at, message.payload),
  };
}

export async function sendAttempt(message: SignedMessage, options: GuardOptions & { timeoutMs?: number }): Promise<AttemptOutcome> {
  const started = performance.now();
  const outcome = (statusCode: number | null, error: string | null): AttemptOutcome => ({ statusCode, error, durationMs: performance.now() - started });
  let url: URL;
  try {
    url = new URL(message.url);
  } catch {
    return outcome(null, 'not a web address');
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.allowLoopback)) return outcome(null, 'only https:// addresses receive webhooks');
  let target: { address: string; family: 4 | 6 };
  try {
    target = await checkedAddress(url, options);
  } catch (error) {
    return outcome(null, error instanceof RefusedAddressError ? error.message : 'the address could not be checked');
  }
  if (url.protocol === 'http:' && !isLoopback(target.address)) return outcome(null, 'only https:// addresses receive webhooks');
  const body = Buffer.from(message.payload);
  const headers = {
    ...signedHeaders(message),
    'Content-Type': 'application/json',
    'Content-Length': String(body.length),
    'User-Agent': 'Provana-Webhooks/1',
  };
  const signal = AbortSignal.timeout(options.timeoutMs ?? ATTEMPT_TIMEOUT_MS);
  try {
    const res = await pinnedRequest(url, target, headers, signal, 'POST', body);
    // The answer's body says nothing the status does not: read and dropped so the socket closes.
    await new Promise<void>((resolve) => {
      res.on('end', resolve);
      res.on('error', () => resolve());
      res.resume();
    });
    const status = res.statusCode ?? 0;
    return outcome(status, status >= 200 && status < 300 ? null : `answered ${status}`);
  } catch {
    return outcome(null, signal.aborted ? 'no answer in time' : 'could not connect');
  }
}
