/**
 * A zip's own check of each file (APPNOTE 4.4.7): the CRC-32 its central directory declares. fflate
 * inflates a file into a buffer of its declared size and does not check the CRC, so a zip whose
 * sizes lie would read as shorter, valid-looking CSV; comparing the CRC refuses it as damaged.
 */

let table: Uint32Array | null = null;

/** CRC-32 (ISO 3309, the zip and PNG one) of `data`. */
export function crc32(data: Uint8Array): number {
  if (!table) {
    table = new Uint32Array(256);
    for (let n = 0; n < 256; n += 1) {
      let c = n;
      for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (const byte of data) crc = (table[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

/** Each file's declared CRC-32 by name, from the central directory; null if it cannot be read. */
export function declaredCrcs(bytes: Uint8Array): Map<string, number> | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end of central directory record: within the last 22 + 65,535 (comment) bytes.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 65_557); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end === -1) return null;
  const crcs = new Map<string, number>();
  let at = view.getUint32(end + 16, true);
  const count = view.getUint16(end + 10, true);
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== 0x02014b50) return null;
    const utf8 = (view.getUint16(at + 8, true) & 0x800) !== 0;
    const nameLength = view.getUint16(at + 28, true);
    const skip = nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
    const raw = bytes.subarray(at + 46, at + 46 + nameLength);
    // As fflate names them: UTF-8 when the zip says so, else one byte a character.
    const name = utf8 ? new TextDecoder().decode(raw) : String.fromCharCode(...raw);
    crcs.set(name, view.getUint32(at + 16, true));
    at += 46 + skip;
  }
  return crcs;
}
