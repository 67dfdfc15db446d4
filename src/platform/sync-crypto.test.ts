import { describe, expect, it, vi } from 'vitest';
import {
  CryptoFailure,
  type CryptoFailureReason,
  type Encrypted,
  decryptText,
  encryptText,
  isEncrypted,
} from './sync-crypto';

const PASS = 'correct horse battery staple';
const TEXT = JSON.stringify({
  habits: [{ name: 'Read 📚 كل يوم 毎日読む', note: 'Tickday-distinctive-marker-93fz' }],
});

async function reason(promise: Promise<unknown>): Promise<CryptoFailureReason> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CryptoFailure);
  return (error as CryptoFailure).reason;
}

/** The envelope with one byte of its base64 field changed. */
function flipped(e: Encrypted, at: number): Encrypted {
  const bytes = Uint8Array.from(atob(e.data), (c) => c.charCodeAt(0));
  bytes[at] = bytes[at]! ^ 0x01;
  return { ...e, data: btoa(String.fromCharCode(...bytes)) };
}

describe('sync crypto', () => {
  it('round-trips UTF-8 text: emoji, Arabic, Japanese', async () => {
    const encrypted = await encryptText(TEXT, PASS);
    expect(encrypted).toMatchObject({
      cipher: 'AES-GCM',
      kdf: 'PBKDF2-SHA256',
      iterations: 600_000,
    });
    expect(isEncrypted(encrypted)).toBe(true);
    expect(await decryptText(encrypted, PASS)).toBe(TEXT);
    expect(await decryptText(await encryptText('', PASS), PASS)).toBe('');
  });

  it('shows nothing of the text, and takes a fresh salt and nonce every time', async () => {
    const a = await encryptText(TEXT, PASS);
    const b = await encryptText(TEXT, PASS);
    const out = JSON.stringify(a);
    expect(out).not.toContain('distinctive');
    expect(out).not.toContain(btoa('distinctive-marker').slice(0, 12));
    expect(out).not.toContain(PASS);
    expect(atob(a.salt)).toHaveLength(16);
    expect(atob(a.iv)).toHaveLength(12);
    expect(a.salt).not.toBe(b.salt);
    expect(a.iv).not.toBe(b.iv);
    expect(a.data).not.toBe(b.data);
  });

  it('a wrong passphrase, a flipped byte or a cut are all wrong-passphrase', async () => {
    const e = await encryptText(TEXT, PASS);
    expect(await reason(decryptText(e, 'Correct horse battery staple'))).toBe('wrong-passphrase');
    expect(await reason(decryptText(flipped(e, 3), PASS))).toBe('wrong-passphrase');
    const tagAt = atob(e.data).length - 1;
    expect(await reason(decryptText(flipped(e, tagAt), PASS))).toBe('wrong-passphrase');
    const cut = { ...e, data: btoa(atob(e.data).slice(0, -5)) };
    expect(await reason(decryptText(cut, PASS))).toBe('wrong-passphrase');
    expect(await reason(decryptText({ ...e, data: btoa('short') }, PASS))).toBe('wrong-passphrase');
    expect(await reason(decryptText({ ...e, data: e.data.slice(0, -3) }, PASS))).toBe(
      'wrong-passphrase',
    );
    const otherIv = btoa(String.fromCharCode(...new Uint8Array(12)));
    expect(await reason(decryptText({ ...e, iv: otherIv }, PASS))).toBe('wrong-passphrase');
  });

  it('an unknown cipher or KDF, or an iteration count out of range, is unsupported', async () => {
    const e = await encryptText('x', PASS);
    const odd = (change: object) => ({ ...e, ...change }) as unknown as Encrypted;
    expect(await reason(decryptText(odd({ kdf: 'Argon2id' }), PASS))).toBe('unsupported');
    expect(await reason(decryptText(odd({ cipher: 'AES-CBC' }), PASS))).toBe('unsupported');
    expect(await reason(decryptText(odd({ iterations: 1000 }), PASS))).toBe('unsupported');
    expect(await reason(decryptText(odd({ iterations: 1e9 }), PASS))).toBe('unsupported');
    expect(await reason(decryptText(odd({ iterations: '600000' }), PASS))).toBe('unsupported');
    expect(await reason(decryptText(null as unknown as Encrypted, PASS))).toBe('unsupported');
  });

  it('isEncrypted holds an envelope to its exact shape', async () => {
    const e = await encryptText('x', PASS);
    expect(isEncrypted(e)).toBe(true);
    for (const bad of [
      null,
      'x',
      [],
      { ...e, extra: 1 },
      { ...e, kdf: 'Argon2id' },
      { ...e, iterations: 600_000.5 },
      { ...e, salt: e.iv },
      { ...e, iv: e.salt },
      { ...e, data: 'not base64!' },
      { ...e, data: btoa('too short') },
      { ...e, salt: undefined },
    ]) {
      expect(isEncrypted(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('derives a key once for several files with the same salt', async () => {
    // Counted where WebCrypto derives: each write takes a fresh salt, so the first derivation is
    // the write's own, and reading its file back with the same passphrase derives nothing more.
    const derive = vi.spyOn(globalThis.crypto.subtle, 'deriveKey');
    try {
      const e = await encryptText(TEXT, PASS);
      expect(derive).toHaveBeenCalledTimes(1);
      const texts = await Promise.all([1, 2, 3].map(() => decryptText(e, PASS)));
      expect(texts).toEqual([TEXT, TEXT, TEXT]);
      expect(await decryptText(e, PASS)).toBe(TEXT);
      expect(derive).toHaveBeenCalledTimes(1);
      await reason(decryptText(e, 'another passphrase'));
      expect(derive).toHaveBeenCalledTimes(2);
      await encryptText(TEXT, PASS);
      expect(derive).toHaveBeenCalledTimes(3);
    } finally {
      derive.mockRestore();
    }
  });

  // Two key derivations (600,000 rounds each) and 2.8 M characters each way: ~3 s here when
  // quiet, over Vitest's 5 s beside the checks, so a limit of its own.
  it('handles a large text without overflowing the stack', async () => {
    const big = 'ab🙂ع日'.repeat(400_000);
    const e = await encryptText(big, PASS);
    expect(await decryptText(e, PASS)).toBe(big);
  }, 15_000);
});
