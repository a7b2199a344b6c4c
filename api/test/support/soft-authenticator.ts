// A software passkey for API tests: an ES256 key pair that answers registration and sign-in options
// the way a platform authenticator does (attestation "none", user present and verified), so the
// server's real WebAuthn verification runs end to end without a browser.
import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

interface Options {
  challenge: string;
}

export function softAuthenticator(origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const rpId = new URL(origin).hostname;
  let counter = 0;
  let userHandle = '';

  const clientData = (type: string, challenge: string, at = origin) => Buffer.from(JSON.stringify({ type, challenge, origin: at, crossOrigin: false }));

  return {
    id: b64(credentialId),
    /** Pretends the authenticator was cloned: its counter goes back. */
    setCounter: (n: number) => {
      counter = n;
    },
    register(options: Options & { user: { id: string } }, at = origin) {
      userHandle = options.user.id;
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const attested = Buffer.concat([Buffer.alloc(16), Buffer.from([0, credentialId.length]), credentialId, Buffer.from(isoCBOR.encode(cose))]);
      const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV | AT]), u32(counter), attested]);
      const attestation = new Map<string, string | Uint8Array | Map<string, string>>();
      attestation.set('fmt', 'none');
      attestation.set('attStmt', new Map<string, string>());
      attestation.set('authData', authData);
      const attestationObject = isoCBOR.encode(attestation);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: {
          clientDataJSON: b64(clientData('webauthn.create', options.challenge, at)),
          attestationObject: b64(attestationObject),
          transports: ['internal'],
        },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
    signIn(options: Options, at = origin) {
      counter += 1;
      const authData = Buffer.concat([sha256(rpId), Buffer.from([UP | UV]), u32(counter)]);
      const data = clientData('webauthn.get', options.challenge, at);
      const signature = sign('sha256', Buffer.concat([authData, sha256(data)]), privateKey);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key' as const,
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature), userHandle },
        clientExtensionResults: {},
        authenticatorAttachment: 'platform',
      };
    },
  };
}
