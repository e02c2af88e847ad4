import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One file of an archive. Bodies are small (a JSON document, one photo rendition), so each is whole when written. */
export interface ZipEntry {
  /** Path inside the archive, `/`-separated (UTF-8). */
  name: string;
  body: Buffer;
}

const UINT32 = 0xffff_ffff;

/** MS-DOS date and time (2-second resolution, no zone): the only timestamp a plain ZIP header holds. UTC here. */
function dosDateTime(at: Date): { date: number; time: number } {
  const year = Math.min(Math.max(at.getUTCFullYear(), 1980), 2107);
  return {
    date: ((year - 1980) << 9) | ((at.getUTCMonth() + 1) << 5) | at.getUTCDate(),
    time: (at.getUTCHours() << 11) | (at.getUTCMinutes() << 5) | Math.floor(at.getUTCSeconds() / 2),
  };
}

async function* archive(entries: AsyncIterable<ZipEntry>, modified: Date): AsyncGenerator<Buffer> {
  const { date, time } = dosDateTime(modified);
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const size = entry.body.length;
    const crc = crc32(entry.body) >>> 0;
    // Without ZIP64: 65,535 files and 4 GiB in all. A person's export is far below either (MAX_PHOTOS_PER_OWNER).
    if (count === 0xffff || offset + 30 + name.length + size > UINT32) throw new Error('the archive would need ZIP64');
    // Stored (photos are compressed already), with the CRC and sizes in the local header: every reader, streaming
    // ones included, can read it without the central directory.
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: 2.0
    local.writeUInt16LE(0x0800, 6); // names are UTF-8
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(size, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    yield Buffer.concat([local, name]);
    yield entry.body;

    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE((3 << 8) | 20, 4); // made by: Unix, 2.0 (so the mode below is read)
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    // extra, comment, disk number, internal attributes: none
    header.writeUInt32LE((0o100644 << 16) >>> 0, 38); // a plain file, rw-r--r--
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += 30 + name.length + size;
    count++;
  }
  const directory = Buffer.concat(central);
  if (offset + directory.length > UINT32) throw new Error('the archive would need ZIP64');
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}

/**
 * A ZIP archive written as it is read: each entry is asked for only when the one before it has been sent, so the
 * archive is never whole in memory (only its central directory, some 60 bytes a file, waits for the end).
 */
export function zipStream(entries: AsyncIterable<ZipEntry>, modified: Date): Readable {
  return Readable.from(archive(entries, modified), { objectMode: false });
}
