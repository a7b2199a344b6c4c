// Which accounts get a remote's canary: each account has a stable bucket 0–99 per remote, from a
// SHA-256 of the account id and the remote's name, so every API process and every restart puts it in
// the same bucket, raising the share only adds accounts, and one account's buckets for different
// remotes are independent.
import { createHash } from 'node:crypto';

export function canaryBucket(accountId: number, remote: string): number {
  const digest = createHash('sha256').update(`${accountId}\u0000${remote}`).digest();
  return digest.readUInt32BE(0) % 100;
}

/** Whether the account is in the canary's share (percent 1–99); anonymous visitors never are. */
export function inCanary(accountId: number | null, remote: string, percent: number): boolean {
  return accountId !== null && canaryBucket(accountId, remote) < percent;
}
