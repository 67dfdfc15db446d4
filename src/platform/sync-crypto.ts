/**
 * The optional passphrase on synced files (docs/product.md §17), with WebCrypto: a key derived by
 * PBKDF2-SHA256 from the passphrase and a fresh salt, then AES-GCM with a fresh nonce. The envelope
 * names its cipher, KDF and iteration count, so a later version can change them and still read
 * this one.
 */

export interface Encrypted {
  cipher: 'AES-GCM';
  kdf: 'PBKDF2-SHA256';
  iterations: number;
  /** base64 of 16 random bytes. */
  salt: string;
  /** base64 of the 12-byte AES-GCM nonce. */
  iv: string;
  /** base64 of the ciphertext followed by its 16-byte tag. */
  data: string;
}

/** OWASP's Password Storage Cheat Sheet, for PBKDF2-HMAC-SHA256. */
const ITERATIONS = 600_000;
/** What a file may ask for: fewer is too weak to have come from us, more would hang the page. */
const MIN_ITERATIONS = 100_000;
const MAX_ITERATIONS = 10_000_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type CryptoFailureReason =
  /**
   * The passphrase is wrong, or the file was damaged or cut short: AES-GCM's tag check fails the
   * same way for a wrong key as for changed bytes, so the two cannot be told apart.
   */
  | 'wrong-passphrase'
  /** A cipher, KDF or iteration count this version does not read, or no WebCrypto here. */
  | 'unsupported';

export class CryptoFailure extends Error {
  constructor(readonly reason: CryptoFailureReason) {
    super(reason);
    this.name = 'CryptoFailure';
  }
}

export async function encryptText(text: string, passphrase: string): Promise<Encrypted> {
  const subtle = subtleOrThrow();
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const key = await keyFor(passphrase, salt, ITERATIONS);
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(text));
  return {
    cipher: 'AES-GCM',
    kdf: 'PBKDF2-SHA256',
    iterations: ITERATIONS,
    salt: toBase64(salt),
    iv: toBase64(iv),
    data: toBase64(new Uint8Array(data)),
  };
}

/** The text back; a CryptoFailure when it cannot be (see CryptoFailureReason). */
export async function decryptText(encrypted: Encrypted, passphrase: string): Promise<string> {
  const subtle = subtleOrThrow();
  const e = encrypted as Partial<Record<keyof Encrypted, unknown>> | null;
  if (
    typeof e !== 'object' ||
    e === null ||
    e.cipher !== 'AES-GCM' ||
    e.kdf !== 'PBKDF2-SHA256' ||
    !iterationsInRange(e.iterations)
  ) {
    throw new CryptoFailure('unsupported');
  }
  const salt = bytesOf(e.salt, SALT_BYTES);
  const iv = bytesOf(e.iv, IV_BYTES);
  const data = bytesOf(e.data);
  if (!salt || !iv || !data || data.length < TAG_BYTES) throw new CryptoFailure('wrong-passphrase');
  const key = await keyFor(passphrase, salt, e.iterations);
  let plain: ArrayBuffer;
  try {
    plain = await subtle.decrypt({ name: 'AES-GCM', iv }, key, data);
  } catch {
    throw new CryptoFailure('wrong-passphrase');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(plain);
  } catch {
    throw new CryptoFailure('wrong-passphrase');
  }
}

/**
 * Whether `value` is an envelope this version reads: exactly these fields, the known cipher and
 * KDF, an iteration count in range, and base64 of the right lengths. (An object with a `cipher`
 * that fails this was likely written by a newer version: decryptText says 'unsupported'.)
 */
export function isEncrypted(value: unknown): value is Encrypted {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const v = value as Record<string, unknown>;
  const keys = Object.keys(v).sort().join();
  return (
    keys === 'cipher,data,iterations,iv,kdf,salt' &&
    v.cipher === 'AES-GCM' &&
    v.kdf === 'PBKDF2-SHA256' &&
    iterationsInRange(v.iterations) &&
    bytesOf(v.salt, SALT_BYTES) !== null &&
    bytesOf(v.iv, IV_BYTES) !== null &&
    (bytesOf(v.data)?.length ?? 0) >= TAG_BYTES
  );
}

function iterationsInRange(n: unknown): n is number {
  return (
    Number.isSafeInteger(n) && (n as number) >= MIN_ITERATIONS && (n as number) <= MAX_ITERATIONS
  );
}

/**
 * Derived keys by passphrase, salt and count, so one sync that reads several files with the same
 * salt derives once (one derivation takes 70-100 ms on a desktop, in Chromium and in Node). Each
 * write takes a fresh salt, so the map keeps only the latest few.
 */
const keys = new Map<string, Promise<CryptoKey>>();
const KEPT_KEYS = 16;

function keyFor(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const id = `${iterations}\u0000${toBase64(salt)}\u0000${passphrase}`;
  const kept = keys.get(id);
  if (kept) return kept;
  const key = derive(passphrase, salt, iterations);
  keys.set(id, key);
  key.catch(() => keys.delete(id));
  // A Map keeps insertion order: the first keys are the oldest.
  for (const old of keys.keys()) {
    if (keys.size <= KEPT_KEYS) break;
    keys.delete(old);
  }
  return key;
}

async function derive(passphrase: string, salt: Uint8Array<ArrayBuffer>, iterations: number) {
  const subtle = subtleOrThrow();
  const base = await subtle.importKey(
    'raw',
    new TextEncoder().encode(passphrase),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    base,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

function subtleOrThrow(): SubtleCrypto {
  // WebCrypto's subtle part exists only on secure origins (https, localhost).
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new CryptoFailure('unsupported');
  return subtle;
}

/** base64 in slices: one String.fromCharCode over a large array would overflow the stack. */
function toBase64(bytes: Uint8Array): string {
  const SLICE = 0x8000;
  const parts: string[] = [];
  for (let i = 0; i < bytes.length; i += SLICE) {
    parts.push(String.fromCharCode(...bytes.subarray(i, i + SLICE)));
  }
  return btoa(parts.join(''));
}

// One character class, no groups: a grouped pattern overflows the stack on megabytes of text.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes of a well-formed base64 string (of `length` bytes when given), else null. */
function bytesOf(value: unknown, length?: number): Uint8Array<ArrayBuffer> | null {
  if (typeof value !== 'string' || value.length % 4 !== 0 || !BASE64.test(value)) return null;
  const binary = atob(value);
  if (length !== undefined && binary.length !== length) return null;
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
