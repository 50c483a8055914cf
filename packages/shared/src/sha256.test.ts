import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, sha256Hex, utf8Bytes } from './sha256.js';

const node = (data: Uint8Array | string) => createHash('sha256').update(data).digest('hex');

describe('sha256', () => {
  it('matches the published test vectors', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256Hex('abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq')).toBe(
      '248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1',
    );
  });

  it('matches node:crypto for every length around the block boundaries', () => {
    for (let len = 0; len <= 200; len++) {
      const bytes = new Uint8Array(randomBytes(len));
      expect(sha256Hex(bytes)).toBe(node(bytes));
    }
    const big = new Uint8Array(randomBytes(100_000));
    expect(sha256Hex(big)).toBe(node(big));
  });

  it('hashes strings as UTF-8, like the server and node:crypto', () => {
    for (const s of ['密码Abc123', 'emoji 😀 and ü', 'Pa55word!', '模型星球'.repeat(30)]) {
      expect(Buffer.from(utf8Bytes(s)).equals(Buffer.from(s, 'utf8'))).toBe(true);
      expect(hashPassword(s)).toBe(node(s));
    }
  });
});
