// RFC 6764's DNS step, for an account given by its email address alone: the domain's
// _caldavs._tcp service record names the host and port that serve CalDAV over TLS (lowest priority,
// then highest weight, RFC 2782; a target of "." says there is none), and its TXT record's
// "path=" the context path (else the discovery follows /.well-known/caldav there). Plain _caldav._tcp
// (http) only where loopback is allowed, as for addresses typed. No record: null, and the caller
// tries the domain itself.
import { Resolver } from 'node:dns/promises';

export interface SrvOptions {
  allowLoopback: boolean;
  /** DNS servers to ask ('127.0.0.1:5353'); the system's when absent. */
  dnsServers?: readonly string[] | undefined;
}

const DNS_TIMEOUT_MS = 3000;

export async function srvServerUrl(domain: string, options: SrvOptions): Promise<string | null> {
  const resolver = new Resolver({ timeout: DNS_TIMEOUT_MS, tries: 2 });
  if (options.dnsServers) resolver.setServers([...options.dnsServers]);
  const services: [string, string][] = options.allowLoopback
    ? [
        ['_caldavs', 'https'],
        ['_caldav', 'http'],
      ]
    : [['_caldavs', 'https']];
  for (const [service, scheme] of services) {
    const name = `${service}._tcp.${domain}`;
    const records = await resolver.resolveSrv(name).catch(() => []);
    const [best] = records.filter((r) => r.name && r.name !== '.').sort((a, b) => a.priority - b.priority || b.weight - a.weight);
    if (!best) continue;
    const txt = await resolver.resolveTxt(name).catch(() => []);
    const path =
      txt
        .map((chunks) => chunks.join(''))
        .find((t) => t.startsWith('path='))
        ?.slice(5) ?? '/';
    const host = best.name.replace(/\.$/, '');
    return new URL(`${scheme}://${host}:${best.port}${path.startsWith('/') ? path : `/${path}`}`).href;
  }
  return null;
}
