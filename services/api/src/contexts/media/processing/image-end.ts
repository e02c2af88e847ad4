import { open } from 'node:fs/promises';

/**
 * Where an upload's image ends, from its structure alone (no decoding, so it is cheap on the request path):
 * - `truncated`: the file stops before its image does (a cut-off transfer or a damaged file);
 * - `trailingData`: bytes follow the image's end marker (a polyglot: an image with a ZIP, HTML or script appended,
 *   or a phone's "motion photo" video) — refused rather than silently cleaned;
 * - `malformed`: the structure cannot be followed at all.
 * Re-encoding stays the real defence (nothing of the file but its pixels is ever stored); this only refuses early,
 * with a message the person can act on.
 */
export type ImageEndProblem = 'truncated' | 'trailingData' | 'malformed';

/** Random access to a file's bytes; `read` answers fewer bytes than asked only at the end. */
export interface ByteSource {
  readonly size: number;
  read(position: number, length: number): Promise<Buffer>;
}

const BLOCK = 64 * 1024;

/** A ByteSource over an open file that reads whole blocks, so walking thousands of small chunk headers stays cheap. */
class FileSource implements ByteSource {
  private block = Buffer.alloc(0);
  private blockStart = -1;

  constructor(
    private readonly handle: Awaited<ReturnType<typeof open>>,
    readonly size: number,
  ) {}

  async read(position: number, length: number): Promise<Buffer> {
    if (position < 0 || position >= this.size || length <= 0) return Buffer.alloc(0);
    const end = Math.min(this.size, position + length);
    if (position >= this.blockStart && end <= this.blockStart + this.block.length)
      return this.block.subarray(position - this.blockStart, end - this.blockStart);
    const wanted = Math.max(BLOCK, end - position);
    const buffer = Buffer.alloc(Math.min(wanted, this.size - position));
    const { bytesRead } = await this.handle.read(buffer, 0, buffer.length, position);
    this.block = buffer.subarray(0, bytesRead);
    this.blockStart = position;
    return this.block.subarray(0, end - position);
  }
}

/** A ByteSource over bytes in memory (tests). */
export const bufferSource = (bytes: Buffer): ByteSource => ({
  size: bytes.length,
  read: async (p, n) => bytes.subarray(Math.max(0, p), Math.max(0, p + n)),
});

/** Bytes after the image that carry nothing (zero padding some writers add) are not a second file. */
async function onlyPadding(source: ByteSource, from: number): Promise<boolean> {
  for (let p = from; p < source.size; p += BLOCK) {
    const chunk = await source.read(p, BLOCK);
    if (chunk.some((b) => b !== 0)) return false;
  }
  return true;
}

async function ending(source: ByteSource, end: number): Promise<ImageEndProblem | null> {
  if (end > source.size) return 'truncated';
  if (end === source.size || (await onlyPadding(source, end))) return null;
  return 'trailingData';
}

async function byteAt(source: ByteSource, p: number): Promise<number | undefined> {
  return (await source.read(p, 1))[0];
}

async function u16be(source: ByteSource, p: number): Promise<number | undefined> {
  const b = await source.read(p, 2);
  return b.length === 2 ? b.readUInt16BE(0) : undefined;
}

/**
 * JPEG: segments after SOI, entropy-coded data after each SOS (a 0xFF there is followed by 0x00 or a restart
 * marker, so the next real marker is found by scanning), until EOI. What follows EOI may only be further whole
 * JPEGs (the Multi-Picture Format's secondary images, which phones write) or padding.
 */
async function jpegEnd(source: ByteSource, start: number): Promise<ImageEndProblem | number> {
  if ((await u16be(source, start)) !== 0xffd8) return 'malformed';
  let p = start + 2;
  for (;;) {
    const ff = await byteAt(source, p);
    if (ff === undefined) return 'truncated';
    if (ff !== 0xff) return 'malformed';
    let marker = await byteAt(source, p + 1);
    while (marker === 0xff) marker = await byteAt(source, ++p + 1);
    if (marker === undefined) return 'truncated';
    if (marker === 0xd9) return p + 2;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      p += 2;
      continue;
    }
    if (marker === 0xd8 || marker === 0x00) return 'malformed';
    const length = await u16be(source, p + 2);
    if (length === undefined) return 'truncated';
    if (length < 2) return 'malformed';
    p += 2 + length;
    if (p > source.size) return 'truncated';
    if (marker !== 0xda) continue;
    // Entropy-coded data: the next 0xFF that is not a stuffed byte (0xFF00), a restart (0xFFD0–D7) or fill is a marker.
    scan: for (;;) {
      const chunk = await source.read(p, BLOCK);
      if (chunk.length < 2) return 'truncated';
      let i = chunk.indexOf(0xff);
      while (i >= 0 && i + 1 < chunk.length) {
        const next = chunk[i + 1]!;
        if (next !== 0x00 && next !== 0xff && (next < 0xd0 || next > 0xd7)) {
          p += i;
          break scan;
        }
        i = chunk.indexOf(0xff, i + (next === 0xff ? 1 : 2));
      }
      // Not in this block; a 0xFF as its last byte is read again with the byte after it.
      p += i >= 0 ? i : chunk.length;
    }
  }
}

async function jpegProblem(source: ByteSource): Promise<ImageEndProblem | null> {
  let end = await jpegEnd(source, 0);
  // Secondary images (MPF) follow the first one's EOI as whole JPEGs; anything else after it is a second file.
  for (let images = 1; typeof end === 'number' && end < source.size && images < 16; images++) {
    if ((await u16be(source, end)) !== 0xffd8) break;
    const next = await jpegEnd(source, end);
    if (typeof next !== 'number') return next === 'truncated' ? 'truncated' : 'trailingData';
    end = next;
  }
  return typeof end === 'number' ? ending(source, end) : end;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** PNG: length-prefixed chunks after the signature, until IEND. */
async function pngProblem(source: ByteSource): Promise<ImageEndProblem | null> {
  if (!(await source.read(0, 8)).equals(PNG_SIGNATURE)) return 'malformed';
  for (let p = 8; ;) {
    const head = await source.read(p, 8);
    if (head.length < 8) return 'truncated';
    const end = p + 12 + head.readUInt32BE(0);
    if (!/^[A-Za-z]{4}$/.test(head.toString('latin1', 4, 8))) return 'malformed';
    if (end > source.size) return 'truncated';
    if (head.toString('latin1', 4, 8) === 'IEND') return ending(source, end);
    p = end;
  }
}

/** WebP: a RIFF file, whose header gives its length; its chunks must fill it exactly. */
async function webpProblem(source: ByteSource): Promise<ImageEndProblem | null> {
  const head = await source.read(0, 12);
  if (head.length < 12 || head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WEBP') return 'malformed';
  const riffEnd = 8 + head.readUInt32LE(4);
  for (let p = 12; p < riffEnd;) {
    const chunk = await source.read(p, 8);
    if (chunk.length < 8) return 'truncated';
    const size = chunk.readUInt32LE(4);
    p += 8 + size + (size & 1);
    if (p > riffEnd) return p > source.size ? 'truncated' : 'malformed';
  }
  return ending(source, riffEnd);
}

/** Boxes an ISO BMFF file holds at its top level; anything else after whole boxes is not part of the image. */
const TOP_LEVEL_BOXES = new Set([
  'ftyp',
  'meta',
  'mdat',
  'free',
  'skip',
  'moov',
  'moof',
  'mfra',
  'uuid',
  'wide',
  'pdin',
  'styp',
  'sidx',
  'ssix',
  'prft',
  'emsg',
  'etyp',
  'otyp',
  'udta',
]);

/** AVIF (ISO BMFF): top-level boxes from `ftyp` on, each giving its size, until the end of the file. */
async function avifProblem(source: ByteSource): Promise<ImageEndProblem | null> {
  for (let p = 0, boxes = 0; p < source.size; boxes++) {
    const head = await source.read(p, 16);
    const type = head.length >= 8 ? head.toString('latin1', 4, 8) : '';
    if (boxes === 0 && type !== 'ftyp') return 'malformed';
    // Bytes that do not read as a box after a whole image: something else was appended.
    if (!TOP_LEVEL_BOXES.has(type)) return (await onlyPadding(source, p)) ? null : 'trailingData';
    const small = head.readUInt32BE(0);
    if (small === 0) return null; // the last box runs to the end of the file
    let size = small;
    if (small === 1) {
      if (head.length < 16) return 'truncated';
      size = Number(head.readBigUInt64BE(8));
    }
    if (size < 8) return 'malformed';
    p += size;
    if (p > source.size) return 'truncated';
  }
  return null;
}

/** GIF: header and colour table, then extension and image blocks of length-prefixed sub-blocks, until the trailer. */
async function gifProblem(source: ByteSource): Promise<ImageEndProblem | null> {
  const head = await source.read(0, 13);
  if (head.length < 13) return 'truncated';
  if (!/^GIF8[79]a$/.test(head.toString('latin1', 0, 6))) return 'malformed';
  let p = 13 + (head[10]! & 0x80 ? 3 * 2 ** ((head[10]! & 7) + 1) : 0);
  const subBlocks = async (): Promise<boolean> => {
    for (;;) {
      const size = await byteAt(source, p);
      if (size === undefined) return false;
      p += 1 + size;
      if (size === 0) return true;
    }
  };
  for (;;) {
    const kind = await byteAt(source, p);
    if (kind === undefined) return 'truncated';
    if (kind === 0x3b) return ending(source, p + 1);
    if (kind === 0x21) {
      p += 2;
      if (!(await subBlocks())) return 'truncated';
    } else if (kind === 0x2c) {
      const descriptor = await source.read(p, 10);
      if (descriptor.length < 10) return 'truncated';
      p += 10 + (descriptor[9]! & 0x80 ? 3 * 2 ** ((descriptor[9]! & 7) + 1) : 0) + 1;
      if (!(await subBlocks())) return 'truncated';
    } else return 'malformed';
    if (p > source.size) return 'truncated';
  }
}

const TIFF_TYPE_SIZES: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 6: 1, 7: 1, 8: 2, 9: 4, 10: 8, 11: 4, 12: 8, 13: 4 };
/** Tags whose values are offsets of further IFDs (sub-images, EXIF, GPS, interoperability). */
const TIFF_IFD_TAGS = new Set([330, 34665, 34853, 40965]);
/** Offset tag → byte-count tag: strips, tiles, free space, an embedded JPEG thumbnail. */
const TIFF_DATA_TAGS: Record<number, number> = { 273: 279, 324: 325, 288: 289, 513: 514 };

/**
 * TIFF has no end marker: the image ends where the last byte anything in it points at ends (IFDs, their values,
 * strips and tiles, followed through sub-IFDs). BigTIFF is left to re-encoding.
 */
async function tiffProblem(source: ByteSource): Promise<ImageEndProblem | null> {
  const head = await source.read(0, 8);
  if (head.length < 8) return 'truncated';
  const order = head.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return 'malformed';
  const le = order === 'II';
  const u16 = (b: Buffer, o: number) => (le ? b.readUInt16LE(o) : b.readUInt16BE(o));
  const u32 = (b: Buffer, o: number) => (le ? b.readUInt32LE(o) : b.readUInt32BE(o));
  if (u16(head, 2) === 43) return null;
  if (u16(head, 2) !== 42) return 'malformed';
  let extent = 8;
  const reach = (end: number) => (extent = Math.max(extent, end));
  const queue = [u32(head, 4)];
  const seen = new Set<number>();
  const values = async (type: number, count: number, at: number): Promise<number[]> => {
    const size = TIFF_TYPE_SIZES[type] ?? 1;
    const bytes = await source.read(at, Math.min(count, 100_000) * size);
    const out: number[] = [];
    for (let i = 0; i + size <= bytes.length; i += size) out.push(size === 2 ? u16(bytes, i) : u32(bytes, i));
    return out;
  };
  while (queue.length) {
    const ifd = queue.shift()!;
    if (ifd === 0 || seen.has(ifd)) continue;
    if (seen.size >= 256) return 'malformed';
    seen.add(ifd);
    const countBytes = await source.read(ifd, 2);
    if (countBytes.length < 2) return 'truncated';
    const count = u16(countBytes, 0);
    const table = await source.read(ifd + 2, count * 12 + 4);
    if (table.length < count * 12 + 4) return 'truncated';
    reach(ifd + 2 + count * 12 + 4);
    queue.push(u32(table, count * 12));
    const entries = new Map<number, number[]>();
    for (let i = 0; i < count; i++) {
      const e = i * 12;
      const tag = u16(table, e);
      const type = u16(table, e + 2);
      const n = u32(table, e + 4);
      const size = (TIFF_TYPE_SIZES[type] ?? 1) * n;
      const at = size > 4 ? u32(table, e + 8) : ifd + 2 + e + 8;
      if (size > 4) reach(at + size);
      if (type === 3 || type === 4 || type === 13) entries.set(tag, await values(type, n, at));
      if (TIFF_IFD_TAGS.has(tag) || type === 13) queue.push(...(entries.get(tag) ?? []));
    }
    for (const [offsetTag, lengthTag] of Object.entries(TIFF_DATA_TAGS)) {
      const offsets = entries.get(Number(offsetTag)) ?? [];
      const lengths = entries.get(lengthTag) ?? [];
      offsets.forEach((o, i) => reach(o + (lengths[i] ?? 0)));
    }
  }
  if (extent > source.size) return 'truncated';
  // Writers align to a word: one byte of slack after the last value is not a second file.
  return extent + 1 >= source.size ? null : ending(source, extent);
}

const CHECKS: Record<string, (source: ByteSource) => Promise<ImageEndProblem | null>> = {
  'image/jpeg': jpegProblem,
  'image/png': pngProblem,
  'image/webp': webpProblem,
  'image/avif': avifProblem,
  'image/gif': gifProblem,
  'image/tiff': tiffProblem,
};

/** The problem of the image in `source` of the sniffed `contentType`, or null when it ends where the file does. */
export function imageEndProblemOf(source: ByteSource, contentType: string): Promise<ImageEndProblem | null> {
  return CHECKS[contentType]?.(source) ?? Promise.resolve(null);
}

/** The same, for an upload on disk. */
export async function imageEndProblem(file: string, contentType: string): Promise<ImageEndProblem | null> {
  const handle = await open(file, 'r');
  try {
    return await imageEndProblemOf(new FileSource(handle, (await handle.stat()).size), contentType);
  } finally {
    await handle.close();
  }
}
