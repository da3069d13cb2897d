/**
 * A passkey authenticator in software, for API tests: it makes real WebAuthn
 * answers ('none' attestation, ES256 on P-256 with node:crypto), as a
 * platform authenticator would, and can be told to lie (another origin or RP
 * ID, an old counter, no user verification) to test what the server refuses.
 * https://www.w3.org/TR/webauthn-3/#sctn-attestation (authenticator data layout)
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

type CborValue = number | string | Uint8Array | Map<CborValue, CborValue> | { [key: string]: CborValue };

function head(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 0x100) return Buffer.from([(major << 5) | 24, length]);
  if (length < 0x10000) return Buffer.from([(major << 5) | 25, length >> 8, length & 0xff]);
  const out = Buffer.alloc(5);
  out[0] = (major << 5) | 26;
  out.writeUInt32BE(length, 1);
  return out;
}

/** The small part of CBOR (RFC 8949) that attestation objects and COSE keys use. */
export function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([head(3, bytes.length), bytes]);
  }
  if (value instanceof Uint8Array) return Buffer.concat([head(2, value.length), Buffer.from(value)]);
  const entries = value instanceof Map ? [...value] : Object.entries(value);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([key, item]) => [cbor(key), cbor(item)])]);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();
const b64u = (data: Uint8Array) => Buffer.from(data).toString('base64url');

export interface Ceremony {
  /** The origin the "browser" reports; the site's by default. */
  origin?: string;
  /** The RP ID whose hash goes into the authenticator data; the site's by default. */
  rpId?: string;
  /** False: the user was present but not verified (no PIN, no biometrics). */
  userVerified?: boolean;
  /** The signature counter to report (a sign-in; by default the last one plus one). */
  counter?: number;
  /** Leave the user handle out of an assertion (as security keys may). */
  omitUserHandle?: boolean;
}

interface Credential {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  counter: number;
}

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];

  private readonly site: { origin: string; rpId: string };

  constructor(site: { origin: string; rpId: string }) {
    this.site = site;
  }

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(rpId), Buffer.from([flags]), count, ...(attested ? [attested] : [])]);
  }

  /** navigator.credentials.create() for these options (PublicKeyCredentialCreationOptionsJSON); the answer as JSON. */
  register(options: { challenge: string; user: { id: string } }, ceremony: Ceremony = {}) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = new Map<CborValue, CborValue>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x!, 'base64url')],
      [-3, Buffer.from(jwk.y!, 'base64url')],
    ]);
    const id = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16) /* AAGUID: none */, idLength, id, cbor(coseKey)]);
    // UP | UV (unless told otherwise) | AT
    const flags = 0x01 | (ceremony.userVerified === false ? 0 : 0x04) | 0x40;
    const authData = this.authData(ceremony.rpId ?? this.site.rpId, flags, 0, attested);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.create', challenge: options.challenge, origin: ceremony.origin ?? this.site.origin, crossOrigin: false }),
    );
    this.credentials.push({ id, privateKey, userHandle: options.user.id, counter: 0 });
    return {
      id: b64u(id),
      rawId: b64u(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64u(clientDataJSON),
        attestationObject: b64u(cbor({ fmt: 'none', attStmt: {}, authData })),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get(): signs the challenge with `credential` (the latest registered by default). */
  assert(options: { challenge: string }, ceremony: Ceremony = {}, credential: Credential | undefined = this.credentials.at(-1)) {
    if (!credential) throw new Error('SoftwareAuthenticator: no credential registered');
    const counter = ceremony.counter ?? credential.counter + 1;
    credential.counter = Math.max(credential.counter, counter);
    const flags = 0x01 | (ceremony.userVerified === false ? 0 : 0x04);
    const authData = this.authData(ceremony.rpId ?? this.site.rpId, flags, counter);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: ceremony.origin ?? this.site.origin, crossOrigin: false }),
    );
    const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), credential.privateKey);
    return {
      id: b64u(credential.id),
      rawId: b64u(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(ceremony.omitUserHandle ? {} : { userHandle: credential.userHandle }),
      },
    };
  }
}
