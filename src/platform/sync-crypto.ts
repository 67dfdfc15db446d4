/**
 * A sync file's optional encryption (docs/product.md §17.5), with the browser's WebCrypto only:
 * AES-GCM with a 256-bit key derived from the passphrase by PBKDF2-SHA256 at 600,000 iterations
 * (OWASP's current advice), a fresh random salt and IV for every file. AES-GCM cannot tell a
 * wrong key from damaged data: both read as a wrong passphrase. Loaded only when sync is used.
 */

export interface Encrypted {
  cipher: 'AES-GCM';
  kdf: 'PBKDF2-SHA256';
  iterations: number;
  salt: string;
  iv: string;
  data: string;
}

export class CryptoFailure extends Error {
  constructor(readonly reason: 'wrong-passphrase' | 'unsupported') {
    super(reason);
    this.name = 'CryptoFailure';
  }
}

const ITERATIONS = 600_000;
const B64 = /^[A-Za-z0-9+/]*={0,2}$/;

export function isEncrypted(value: unknown): value is Encrypted {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    v.cipher === 'AES-GCM' &&
    v.kdf === 'PBKDF2-SHA256' &&
    typeof v.iterations === 'number' &&
    [v.salt, v.iv, v.data].every((s) => typeof s === 'string' && B64.test(s))
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  // In slices: one call with a whole file's bytes would overflow the stack.
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Derived keys by passphrase and salt: a sync reading several files of one salt derives once. */
const keys = new Map<string, Promise<CryptoKey>>();
/** How many keys were derived (tests read it). */
export const derivations = { count: 0 };

function keyFor(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const id = `${iterations}\u0000${toBase64(salt)}\u0000${passphrase}`;
  let key = keys.get(id);
  if (!key) {
    derivations.count += 1;
    key = crypto.subtle
      .importKey('raw', new TextEncoder().encode(passphrase), 'PBKDF2', false, ['deriveKey'])
      .then((base) =>
        crypto.subtle.deriveKey(
          { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
          base,
          { name: 'AES-GCM', length: 256 },
          false,
          ['encrypt', 'decrypt'],
        ),
      );
    keys.set(id, key);
  }
  return key;
}

export async function encryptText(
  text: string,
  passphrase: string,
  iterations = ITERATIONS,
): Promise<Encrypted> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await keyFor(passphrase, salt, iterations);
  const data = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    key,
    new TextEncoder().encode(text),
  );
  return {
    cipher: 'AES-GCM',
    kdf: 'PBKDF2-SHA256',
    iterations,
    salt: toBase64(salt),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  };
}

export async function decryptText(encrypted: Encrypted, passphrase: string): Promise<string> {
  const { iterations } = encrypted;
  if (!Number.isInteger(iterations) || iterations < 1000 || iterations > 10_000_000)
    throw new CryptoFailure('unsupported');
  try {
    const key = await keyFor(passphrase, fromBase64(encrypted.salt), iterations);
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(encrypted.iv) },
      key,
      fromBase64(encrypted.data),
    );
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new CryptoFailure('wrong-passphrase');
  }
}
