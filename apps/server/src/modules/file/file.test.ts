import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, newPhone, type TestApp } from '../../../test/harness.js';
import { register } from '../../../test/flows.js';
import { countRows, fixture, multipart, multipartParts, storedFiles, upload, uploadOk } from './test-helpers.js';

const MB = 1024 * 1024;
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');

describe.each(DIALECTS)('file upload on %s', (dialect) => {
  let t: TestApp;
  let alice: { token: string; id: number };
  let bob: { token: string; id: number };

  beforeAll(async () => {
    // Small limits so "too large" needs only a few MB.
    t = await createTestApp(dialect, { UPLOAD_MAX_FILE_BYTES: 3 * MB, UPLOAD_USER_QUOTA_BYTES: 5 * MB });
    alice = await register(t, newPhone());
    bob = await register(t, newPhone());
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { ...headers, ...(token ? { token } : {}) } });

  it('streams an upload into content-addressed storage and answers uploadedFile', async () => {
    const glb = fixture('glb/BoxTextured.glb');
    const res = await upload(t, alice.token, '盒子 模型.glb', glb);
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data;
    expect(file).toMatchObject({ name: '盒子 模型.glb', size: glb.length, mime: 'model/gltf-binary', kind: 'model' });
    expect(file.fileId).toMatch(/^[\w-]{20}$/);
    expect(file.url).toBe(`/api/common/file/${file.fileId}`);
    // The blob is named by its hash; the user's name is nowhere on disk.
    const blobs = storedFiles(t);
    expect(blobs.some((p) => p.endsWith(sha(glb)))).toBe(true);
    expect(blobs.some((p) => p.includes('盒子'))).toBe(false);

    // Private by default (not an image): the owner reads it back, others may not.
    const back = await get(file.url, alice.token);
    expect(back.statusCode).toBe(200);
    expect(back.rawPayload.equals(glb)).toBe(true);
    expect(back.headers['content-type']).toBe('model/gltf-binary');
    expect(back.headers['content-disposition']).toContain("filename*=UTF-8''%E7%9B%92%E5%AD%90%20%E6%A8%A1%E5%9E%8B.glb");
    expect(back.headers['cache-control']).toBe('private, no-store');
    expect((await get(file.url, bob.token)).json()).toMatchObject({ code: '403' });
    expect((await get(file.url)).json()).toMatchObject({ code: '401' });
    // Ranges and revalidation.
    const range = await get(file.url, alice.token, { range: 'bytes=0-3' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe('glTF');
    expect((await get(file.url, alice.token, { 'if-none-match': back.headers.etag as string })).statusCode).toBe(304);
  });

  it('serves images publicly and honours the requested visibility', async () => {
    const png = fixture('gltf/BoxTextured/CesiumLogoFlat.png');
    const img = await uploadOk(t, alice.token, 'logo.png', png);
    const res = await get(`/api/common/file/${img.fileId}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.headers['content-disposition']).toMatch(/^inline/);
    const hidden = await upload(t, alice.token, 'logo2.png', png, '?visibility=private');
    expect((await get(hidden.json().data.url, bob.token)).statusCode).toBe(403);
    expect((await get('/api/common/file/doesnotexist0000000')).json()).toMatchObject({ code: '404' });
  });

  it('refuses a text file named .fbx, an empty file and a too large file, leaving no row and no file', async () => {
    const rowsBefore = await countRows(t, 'files');
    const blobsBefore = storedFiles(t).length;

    const fake = await upload(t, alice.token, 'not-really-an.fbx', fixture('bad/not-really-an.fbx'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().errorMsg).toContain('不是有效的FBX 模型');

    const empty = await upload(t, alice.token, 'empty.glb', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMsg).toContain('0 字节');

    const big = await upload(t, alice.token, 'big.stl', Buffer.alloc(3 * MB + 1, 1));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: '413' });
    expect(big.json().errorMsg).toContain('单个文件不能超过 3 MB');

    // A declared length far over the limit is refused before the body is read.
    const huge = await upload(t, alice.token, 'huge.txt', Buffer.alloc(4 * MB, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.headers.connection).toBe('close');

    // Content refused while still arriving: a big fake .fbx stops at its first 64 KiB.
    const bigFake = await upload(t, alice.token, 'fake.fbx', Buffer.alloc(2 * MB, 'a'));
    expect(bigFake.statusCode).toBe(400);

    expect(await countRows(t, 'files')).toBe(rowsBefore);
    expect(storedFiles(t).length).toBe(blobsBefore);
  });

  it('refuses uploads beyond the user quota with the numbers in Chinese', async () => {
    const carol = await register(t, newPhone());
    await uploadOk(t, carol.token, 'a.txt', Buffer.alloc(2.5 * MB, 'a'));
    // 2.5 MB used of 5 MB: the next 2.5 MB fits exactly, a third does not.
    expect((await upload(t, carol.token, 'b.txt', Buffer.alloc(2.5 * MB, 'b'))).statusCode).toBe(200);
    const over = await upload(t, carol.token, 'c.txt', Buffer.alloc(MB, 'c'));
    expect(over.statusCode).toBe(413);
    expect(over.json().errorMsg).toMatch(/存储空间不足：共 5 MB，已用 5 MB/);
    const usage = await get('/api/common/file/usage', carol.token);
    expect(usage.json().data).toEqual({ usedBytes: 5 * MB, quotaBytes: 5 * MB, maxFileBytes: 3 * MB });
  });

  it('allows 10 concurrent uploads per user and answers the 11th with 429', async () => {
    const dave = await register(t, newPhone());
    const streams: { body: PassThrough; tail: Buffer; res: Promise<{ statusCode: number; body: string }> }[] = [];
    for (let i = 0; i < 10; i++) {
      const parts = multipartParts(`part${i}.txt`);
      const body = new PassThrough();
      body.write(parts.head);
      body.write(Buffer.from(`第 ${i} 个文件的开头\n`));
      const res = t.app.inject({
        method: 'POST',
        url: '/api/common/file/upload',
        payload: body,
        headers: { 'content-type': parts.contentType, token: dave.token },
      });
      streams.push({ body, tail: parts.tail, res });
    }
    for (let i = 0; i < 200 && t.services.files.activeUploads(dave.id) < 10; i++) await new Promise((r) => setTimeout(r, 10));
    expect(t.services.files.activeUploads(dave.id)).toBe(10);

    const eleventh = await upload(t, dave.token, 'eleventh.txt', Buffer.from('第十一个'));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().errorMsg).toContain('同时上传的文件过多（最多 10 个）');
    // Another user is not affected.
    expect((await upload(t, bob.token, 'bob.txt', Buffer.from('bob'))).statusCode).toBe(200);

    for (const s of streams) {
      s.body.write(Buffer.from('结尾\n'));
      s.body.end(s.tail);
    }
    const results = await Promise.all(streams.map((s) => s.res));
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(t.services.files.activeUploads(dave.id)).toBe(0);
    expect((await upload(t, dave.token, 'again.txt', Buffer.from('再来一个'))).statusCode).toBe(200);
  });

  it('refuses a non-multipart request and requires login', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      payload: { a: 1 },
      headers: { token: alice.token },
    });
    expect(noFile.json()).toMatchObject({ code: '400' });
    const body = multipart('a.txt', Buffer.from('x'));
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      payload: body.payload,
      headers: body.headers,
    });
    expect(anon.json()).toMatchObject({ code: '401' });
  });

  it('requireOwned answers own files and refuses unknown (404) or other users’ (403) ids', async () => {
    const mine = await uploadOk(t, alice.token, 'mine.txt', Buffer.from('mine'));
    const theirs = await uploadOk(t, bob.token, 'theirs.txt', Buffer.from('theirs'));
    const files = await t.services.files.requireOwned(alice.id, [mine.fileId]);
    expect(files).toEqual([expect.objectContaining({ fileId: mine.fileId, name: 'mine.txt', kind: 'txt', mime: 'text/plain' })]);
    await expect(t.services.files.requireOwned(alice.id, [mine.fileId, theirs.fileId])).rejects.toMatchObject({ code: '403' });
    await expect(t.services.files.requireOwned(alice.id, ['nope'])).rejects.toMatchObject({ code: '404' });
  });

  describe('resumable uploads (tus 1.0)', () => {
    const tus = (method: string, url: string, token: string, headers: Record<string, string> = {}, payload?: Buffer) =>
      t.app.inject({
        method: method as 'POST',
        url,
        headers: { 'tus-resumable': '1.0.0', token, ...headers },
        ...(payload ? { payload } : {}),
      });
    const meta = (name: string) => `filename ${Buffer.from(name).toString('base64')}`;

    it('advertises the protocol and refuses bad creations', async () => {
      const opts = await t.app.inject({ method: 'OPTIONS', url: '/api/common/file/tus' });
      expect(opts.statusCode).toBe(204);
      expect(opts.headers['tus-version']).toBe('1.0.0');
      expect(opts.headers['tus-extension']).toBe('creation,termination,expiration');
      // the library writes the answer itself: the security headers and no-store must still be on it
      expect(opts.headers['x-content-type-options']).toBe('nosniff');
      expect(opts.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(opts.headers['cache-control']).toBe('no-store');
      // same origin only: no CORS answer
      expect(
        (await t.app.inject({ method: 'OPTIONS', url: '/api/common/file/tus', headers: { origin: 'https://elsewhere.example' } }))
          .headers['access-control-allow-origin'],
      ).toBeUndefined();
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/common/file/tus',
            headers: { token: alice.token, 'upload-length': '5' },
          })
        ).statusCode,
      ).toBe(412);
      const zero = await tus('POST', '/api/common/file/tus', alice.token, {
        'upload-length': '0',
        'upload-metadata': meta('a.glb'),
      });
      expect(zero.json().errorMsg).toContain('0 字节');
      const big = await tus('POST', '/api/common/file/tus', alice.token, {
        'upload-length': String(4 * MB),
        'upload-metadata': meta('a.glb'),
      });
      expect(big.statusCode).toBe(413);
      expect((await tus('POST', '/api/common/file/tus', '', { 'upload-length': '5' })).statusCode).toBe(401);
    });

    it('resumes after an interrupted PATCH and ends as an ordinary file record', async () => {
      const data = fixture('stl/Wuson.stl');
      const created = await tus('POST', '/api/common/file/tus', alice.token, {
        'upload-length': String(data.length),
        'upload-metadata': meta('乌松.stl'),
      });
      expect(created.statusCode).toBe(201);
      const location = created.headers.location as string;
      expect(location).toMatch(/^\/api\/common\/file\/tus\/[0-9a-f]{32}$/);
      // Somebody else cannot see or touch it.
      expect((await tus('HEAD', location, bob.token)).statusCode).toBe(404);

      // A real connection that drops after ~100 KB of the PATCH body.
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const cut = 100_000;
      await new Promise<void>((resolve) => {
        const req = http.request({
          host: '127.0.0.1',
          port,
          path: location,
          method: 'PATCH',
          headers: {
            'tus-resumable': '1.0.0',
            token: alice.token,
            'upload-offset': '0',
            'content-type': 'application/offset+octet-stream',
            'content-length': String(data.length),
          },
        });
        req.on('error', () => resolve());
        req.on('close', () => resolve());
        req.write(data.subarray(0, cut), () => setTimeout(() => req.destroy(), 100));
      });
      // The server keeps what arrived; HEAD tells where to resume.
      let offset = 0;
      for (let i = 0; i < 50; i++) {
        const head = await tus('HEAD', location, alice.token);
        offset = Number(head.headers['upload-offset']);
        if (offset === cut) break;
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(offset).toBe(cut);
      expect(await countRows(t, 'files')).toBeGreaterThan(0);

      // A PATCH at the wrong offset is refused; the right one completes the upload.
      const wrong = await tus(
        'PATCH',
        location,
        alice.token,
        { 'upload-offset': '5', 'content-type': 'application/offset+octet-stream' },
        data.subarray(5, 10),
      );
      expect(wrong.statusCode).toBe(409);
      const rest = await tus(
        'PATCH',
        location,
        alice.token,
        { 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
        data.subarray(offset),
      );
      expect(rest.statusCode, rest.body).toBe(204);
      expect(Number(rest.headers['upload-offset'])).toBe(data.length);
      const fileId = rest.headers['upload-file-id'] as string;
      expect(fileId).toBeTruthy();
      const info = await get(`/api/common/file/tusStatus?uploadId=${location.split('/').pop()}`, alice.token);
      expect(info.json().data).toMatchObject({
        offset: data.length,
        length: data.length,
        file: { fileId, name: '乌松.stl', kind: 'model', mime: 'model/stl' },
      });
      const back = await get(`/api/common/file/${fileId}`, alice.token);
      expect(sha(back.rawPayload)).toBe(sha(data));
      expect(fs.readdirSync(path.join(t.config.DATA_DIR, 'tus'))).toEqual([]);
    });

    it('refuses content that contradicts the name and supports termination', async () => {
      const text = fixture('bad/not-really-an.fbx');
      const created = await tus('POST', '/api/common/file/tus', alice.token, {
        'upload-length': String(text.length),
        'upload-metadata': meta('x.fbx'),
      });
      const location = created.headers.location as string;
      const patch = await tus(
        'PATCH',
        location,
        alice.token,
        { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
        text,
      );
      expect(patch.statusCode).toBe(400);
      expect(patch.json().errorMsg).toContain('不是有效的FBX 模型');
      expect((await tus('HEAD', location, alice.token)).statusCode).toBe(404);

      const other = await tus('POST', '/api/common/file/tus', alice.token, {
        'upload-length': '100',
        'upload-metadata': meta('y.glb'),
      });
      const loc2 = other.headers.location as string;
      expect(
        (await tus('PATCH', loc2, alice.token, { 'upload-offset': '0', 'content-type': 'text/plain' }, Buffer.from('x')))
          .statusCode,
      ).toBe(415);
      expect((await tus('DELETE', loc2, alice.token)).statusCode).toBe(204);
      expect((await tus('HEAD', loc2, alice.token)).statusCode).toBe(404);
      expect(await countRows(t, 'tus_uploads')).toBe(1);
    });

    it('refuses a mislabelled file at its first bytes, before the rest has arrived', async () => {
      const headers = { 'upload-length': String(2 * MB), 'upload-metadata': meta('大模型.glb') };
      const location = (await tus('POST', '/api/common/file/tus', alice.token, headers)).headers.location as string;
      const octets = { 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' };
      // 128 KB of the declared 2 MB: the refusal comes from the first 64 KB
      const first = await tus('PATCH', location, alice.token, octets, Buffer.alloc(128 * 1024, 'not a model '));
      expect(first.statusCode).toBe(400);
      expect(first.json()).toMatchObject({ code: '400', errorMsg: expect.stringContaining('GLB') });
      expect((await tus('HEAD', location, alice.token)).statusCode).toBe(404);
      expect(fs.readdirSync(path.join(t.config.DATA_DIR, 'tus'))).toEqual([]);
    });
  });
});
