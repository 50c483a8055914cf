import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractZip } from './zip.js';

let tmp = '';
let bomb = '';

/**
 * `gigabytes` of zeros in one entry, deflated by zlib as a stream (about 1 MB per GB on disk) and never whole
 * in memory, so the test's own peak stays low. The zip's headers are written here.
 */
async function writeBomb(file: string, gigabytes: number): Promise<void> {
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on('data', (c: Buffer) => parts.push(c));
  const zeros = Buffer.alloc(8 * 1024 * 1024);
  let crc = 0;
  let size = 0;
  for (let i = 0; i < gigabytes * 128; i++) {
    crc = zlib.crc32(zeros, crc);
    size += zeros.length;
    if (!deflate.write(zeros)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  const data = Buffer.concat(parts);
  const name = Buffer.from('model.obj');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(local.length + name.length + data.length, 16);
  writeFileSync(file, Buffer.concat([local, name, data, central, name, end]));
}

// Its own file: the process's peak memory (maxRSS) is measured, and other tests would have raised it already.
describe('zip bomb', () => {
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'zip-bomb-'));
    bomb = path.join(tmp, 'bomb.zip');
    await writeBomb(bomb, 1);
  }, 120_000);
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it('is refused early in the archive with a Chinese reason, and memory stays bounded', async () => {
    expect(statSync(bomb).size).toBeLessThan(3 * 1024 * 1024);
    const peakBefore = process.resourceUsage().maxRSS * 1024;
    const dest = path.join(tmp, 'out');
    await expect(extractZip(bomb, statSync(bomb).size, dest)).rejects.toThrow(/压缩炸弹/);
    const growth = process.resourceUsage().maxRSS * 1024 - peakBefore;
    // The whole gigabyte used to be inflated in one buffer before any check ran.
    expect(growth).toBeLessThan(100 * 1024 * 1024);
    // Refused by the running ratio near the start, not after the 200x-the-archive total.
    expect(statSync(path.join(dest, 'model.obj')).size).toBeLessThan(100 * 1024 * 1024);
  });
});
