import { describe, expect, it } from 'vitest';
import { uncompressedKtx2 } from './built-models.js';
import { decodeKtx2 } from './ktx2.js';

describe('decodeKtx2', () => {
  it('reads an uncompressed RGBA8 KTX2 back to its pixels', async () => {
    const rgba = Uint8Array.from({ length: 4 * 4 * 4 }, (_, i) => (i * 37) % 256);
    expect(await decodeKtx2(uncompressedKtx2(4, 4, rgba, true))).toEqual({ data: rgba, width: 4, height: 4 });
  });

  it('hands Basis KTX2 to three.js transcoder, which refuses a broken one without throwing', async () => {
    const broken = uncompressedKtx2(4, 4, new Uint8Array(64), false);
    new DataView(broken.buffer).setUint32(12, 0, true); // VK_FORMAT_UNDEFINED: a Basis Universal payload
    expect(await decodeKtx2(broken)).toBeNull();
    expect(await decodeKtx2(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
