import { crc32 } from 'node:zlib';

/**
 * Reads a ZIP archive the way unzip does — from the end-of-central-directory record, through the central directory,
 * to each local header — checking every signature, name, size and CRC on the way. Stored entries only (what
 * platform/http/zip-stream.ts writes); anything else throws. Answers the files by name, in archive order.
 */
export function readZip(zip: Buffer): Map<string, Buffer> {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (eocd < 0 || eocd + 22 > zip.length) throw new Error('no end-of-central-directory record');
  const count = zip.readUInt16LE(eocd + 10);
  const directorySize = zip.readUInt32LE(eocd + 12);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize !== eocd) throw new Error('the central directory does not end where the end record starts');
  const files = new Map<string, Buffer>();
  for (let p = directoryOffset, i = 0; i < count; i++) {
    if (zip.readUInt32LE(p) !== 0x02014b50) throw new Error(`central header ${i}: bad signature`);
    const method = zip.readUInt16LE(p + 10);
    const crc = zip.readUInt32LE(p + 16);
    const size = zip.readUInt32LE(p + 20);
    const nameLength = zip.readUInt16LE(p + 28);
    const extra = zip.readUInt16LE(p + 30);
    const comment = zip.readUInt16LE(p + 32);
    const local = zip.readUInt32LE(p + 42);
    const name = zip.toString('utf8', p + 46, p + 46 + nameLength);
    if (method !== 0 || zip.readUInt32LE(p + 24) !== size) throw new Error(`${name}: not stored`);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    const localName = zip.readUInt16LE(local + 26);
    if (zip.toString('utf8', local + 30, local + 30 + localName) !== name) throw new Error(`${name}: names differ`);
    if (zip.readUInt32LE(local + 14) !== crc || zip.readUInt32LE(local + 18) !== size) throw new Error(`${name}: local header disagrees`);
    const start = local + 30 + localName + zip.readUInt16LE(local + 28);
    const body = zip.subarray(start, start + size);
    if (body.length !== size || crc32(body) >>> 0 !== crc) throw new Error(`${name}: CRC mismatch`);
    if (files.has(name)) throw new Error(`${name}: twice`);
    files.set(name, body);
    p += 46 + nameLength + extra + comment;
  }
  return files;
}
