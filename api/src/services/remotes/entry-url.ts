// Where a published remote may live: its remoteEntry.js at an absolute https:// URL (plain http://
// only where the operator allows loopback: tests and development), or on this server under the
// remote's own folder (/remotes/<dir>/…). The manifest is fetched from beside the entry unless the
// publisher names another place; the same rules apply to it.
import type { RemoteName } from '@provana/contracts/remotes';
import { REMOTE_CONTRACT } from '@provana/contracts/remotes';

/** An absolute http(s) URL or a root-relative path (what zod checks before the route runs). */
export function isHttpOrRootRelative(value: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\');
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Why `location` cannot be used for `remote`, or null. */
export function locationProblem(location: string, remote: RemoteName, allowHttp: boolean): string | null {
  if (location.startsWith('/')) {
    const prefix = `/remotes/${REMOTE_CONTRACT[remote].dir}/`;
    if (!location.startsWith(prefix) || location.length === prefix.length) return `a path on this server must be under ${prefix}`;
    if (/[?#\\]/.test(location) || location.split('/').some((segment) => segment === '..' || segment === '.'))
      return 'must be a plain path, without . or .. segments, query or fragment';
    return null;
  }
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return 'must be an http(s) URL or a path under /remotes/';
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && allowHttp)) return allowHttp ? 'must be an http(s) URL' : 'must be an https:// URL';
  if (url.username || url.password) return 'must not carry a user name or password';
  // A CSP source cannot name an IPv6 literal: the page could never load from it.
  if (url.hostname.startsWith('[')) return 'must name its host, not an IPv6 address';
  return null;
}

/** mf-manifest.json in the entry's folder. */
export function manifestBeside(entryUrl: string): string {
  if (entryUrl.startsWith('/')) return `${entryUrl.slice(0, entryUrl.lastIndexOf('/') + 1)}mf-manifest.json`;
  return new URL('mf-manifest.json', entryUrl).href;
}
