// The device's side of Web Push, written from the RFCs rather than from web-push, so a test proves
// the server's requests are what a real push service and browser accept: the VAPID header (RFC 8292:
// an ES256 JWT whose aud is the push service's origin, exp in the future and at most a day ahead,
// signed by the key in k) and the aes128gcm body (RFC 8188) encrypted to the subscription's keys
// (RFC 8291: ECDH on P-256, HKDF-SHA-256, AES-128-GCM).
import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, verify } from 'node:crypto';

/** A subscription's keys as a browser holds them: the private key stays here, the rest goes to the server. */
export interface DeviceKeys {
  p256dh: string;
  auth: string;
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export function deviceKeys(): DeviceKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const publicKey = ecdh.getPublicKey();
  return { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url'), privateKey: ecdh.getPrivateKey(), publicKey, authSecret };
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) => Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** The plaintext of an aes128gcm body for `device` (one record, as push messages are). */
export function decryptPushBody(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const serverPublicKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65 || record.length > recordSize) throw new Error(`unexpected header: keyid ${idLength} bytes, record ${record.length} of ${recordSize}`);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(device.privateKey);
  const sharedSecret = ecdh.computeSecret(serverPublicKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, serverPublicKey]);
  const ikm = hkdf(device.authSecret, sharedSecret, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('missing the last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
  /** The key in `k`, base64url. */
  publicKey: string;
}

/** Checks `Authorization: vapid t=<jwt>, k=<key>` and returns its claims; throws what is wrong. */
export function verifyVapid(authorization: string | undefined, expectedAudience: string, nowSeconds = Math.floor(Date.now() / 1000)): VapidClaims {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization ?? '(none)'}`);
  const [, token = '', k = ''] = match;
  const [header = '', payload = '', signature = ''] = token.split('.');
  const point = Buffer.from(k, 'base64url');
  if (point.length !== 65 || point[0] !== 4) throw new Error('k is not an uncompressed P-256 key');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
    format: 'jwk',
  });
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('the JWT is not ES256');
  const signed = verify('sha256', Buffer.from(`${header}.${payload}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the JWT signature does not verify with k');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Omit<VapidClaims, 'publicKey'>;
  if (claims.aud !== expectedAudience) throw new Error(`aud ${claims.aud} is not ${expectedAudience}`);
  if (!(claims.exp > nowSeconds && claims.exp <= nowSeconds + 24 * 3600)) throw new Error(`exp ${claims.exp} is not within the next 24 hours`);
  return { ...claims, publicKey: k };
}
