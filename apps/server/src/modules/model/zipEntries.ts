import type { Storage } from '../../platform/storage/index.js';

const END_RECORD = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const END_RECORD_BYTES = 22;
/** The end record sits in the last 22 bytes plus a comment of at most 64 KiB. */
const TAIL_BYTES = END_RECORD_BYTES + 0xffff;
/** Far more than the pipeline's 5000 entries need; a larger directory is read in part. */
const MAX_DIRECTORY_BYTES = 4 * 1024 * 1024;

async function readRange(store: Pick<Storage, 'stream'>, key: string, start: number, end: number): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const chunk of store.stream(key, { start, end })) parts.push(chunk as Buffer);
  return Buffer.concat(parts);
}

/**
 * The entry names of a stored zip, from its central directory (only the end of the file is read, never the
 * whole archive). Null when the bytes are not a zip this can read: no end record, or a ZIP64 archive.
 */
export async function zipEntryNames(store: Pick<Storage, 'stream'>, key: string, size: number): Promise<string[] | null> {
  if (size < END_RECORD_BYTES) return null;
  const tailStart = Math.max(0, size - TAIL_BYTES);
  const tail = await readRange(store, key, tailStart, size - 1);
  let at = -1;
  for (let i = tail.length - END_RECORD_BYTES; i >= 0; i--) {
    if (tail.readUInt32LE(i) === END_RECORD) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const dirSize = tail.readUInt32LE(at + 12);
  const dirOffset = tail.readUInt32LE(at + 16);
  if (dirSize === 0xffffffff || dirOffset === 0xffffffff || dirOffset + dirSize > tailStart + at) return null;
  if (dirSize === 0) return [];
  const dir = await readRange(store, key, dirOffset, dirOffset + Math.min(dirSize, MAX_DIRECTORY_BYTES) - 1);
  const names: string[] = [];
  for (let pos = 0; pos + 46 <= dir.length && dir.readUInt32LE(pos) === DIRECTORY_ENTRY;) {
    const nameLength = dir.readUInt16LE(pos + 28);
    const skip = 46 + nameLength + dir.readUInt16LE(pos + 30) + dir.readUInt16LE(pos + 32);
    // Names that are not UTF-8 (flag bit 11) are in a local code page; only their extension matters here.
    const utf8 = (dir.readUInt16LE(pos + 8) & 0x800) !== 0;
    names.push(dir.toString(utf8 ? 'utf8' : 'latin1', pos + 46, Math.min(pos + 46 + nameLength, dir.length)));
    pos += skip;
  }
  return names;
}
