import fs from 'node:fs';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, newPhone, type TestApp } from '../../../test/harness.js';
import { register } from '../../../test/flows.js';
import { multipartParts, upload } from './test-helpers.js';

const until = async (check: () => boolean, ms: number) => {
  for (const end = Date.now() + ms; Date.now() < end && !check();) await new Promise((r) => setTimeout(r, 20));
  return check();
};

/** Uploads and requests that stop sending, and what dead uploads leave on disk. */
describe.each(DIALECTS)('stalled and dead uploads on %s', (dialect) => {
  let t: TestApp;
  let user: { token: string; id: number };
  let port: number;

  beforeAll(async () => {
    t = await createTestApp(dialect, { IDLE_TIMEOUT_MS: 400, UPLOAD_MAX_CONCURRENT: 2 });
    user = await register(t, newPhone());
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Sends a request's head and the start of its body, then nothing more; resolves when the server hangs up. */
  const stall = (head: string, bodyStart: Buffer) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    socket.write(head);
    socket.write(bodyStart);
    return new Promise<void>((resolve) => socket.on('close', () => resolve()));
  };

  it('closes uploads that stop sending, freeing their slots and their staged bytes', async () => {
    const closed: Promise<void>[] = [];
    for (let i = 0; i < 2; i++) {
      const parts = multipartParts(`stalled${i}.txt`);
      closed.push(
        stall(
          `POST /api/common/file/upload HTTP/1.1\r\nHost: x\r\ntoken: ${user.token}\r\ncontent-type: ${parts.contentType}\r\ncontent-length: 1000000\r\n\r\n`,
          Buffer.concat([parts.head, Buffer.from('开头')]),
        ),
      );
    }
    expect(await until(() => t.services.files.activeUploads(user.id) === 2, 2000)).toBe(true);
    expect((await upload(t, user.token, 'third.txt', Buffer.from('第三个'))).statusCode).toBe(429);

    await Promise.all(closed);
    expect(await until(() => t.services.files.activeUploads(user.id) === 0, 2000)).toBe(true);
    expect((await upload(t, user.token, 'after.txt', Buffer.from('之后'))).statusCode).toBe(200);
    expect(fs.readdirSync(path.join(t.config.DATA_DIR, 'files', '.tmp'))).toEqual([]);
  });

  it('closes a resumable upload that stops sending and frees its slot', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/tus',
      headers: {
        'tus-resumable': '1.0.0',
        token: user.token,
        'upload-length': '100000',
        'upload-metadata': `filename ${Buffer.from('a.txt').toString('base64')}`,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const location = String(created.headers.location);
    const closed = stall(
      `PATCH ${new URL(location, 'http://x').pathname} HTTP/1.1\r\nHost: x\r\ntoken: ${user.token}\r\ntus-resumable: 1.0.0\r\nupload-offset: 0\r\ncontent-type: application/offset+octet-stream\r\ncontent-length: 100000\r\n\r\n`,
      Buffer.from('前一百个字节'.repeat(10)),
    );
    expect(await until(() => t.services.files.activeUploads(user.id) === 1, 2000)).toBe(true);
    await closed;
    expect(await until(() => t.services.files.activeUploads(user.id) === 0, 2000)).toBe(true);
  });

  it('closes any request whose body never comes', async () => {
    const started = Date.now();
    await stall(
      'POST /api/account/login HTTP/1.1\r\nHost: x\r\ncontent-type: application/json\r\ncontent-length: 500\r\n\r\n',
      Buffer.from('{"login":'),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  });

  it('removes staged bytes a killed process left, at start-up and periodically, and keeps live ones', async () => {
    const tmp = path.join(t.config.DATA_DIR, 'files', '.tmp');
    const dead = path.join(tmp, 'left-by-kill-9');
    const live = path.join(tmp, 'still-arriving');
    fs.writeFileSync(dead, 'half an upload');
    fs.writeFileSync(live, 'arriving');
    const hourAgo = new Date(Date.now() - 3600_000);
    fs.utimesSync(dead, hourAgo, hourAgo);
    expect((await t.services.uploadSweeper.runOnce()).staged).toBe(1);
    expect(fs.existsSync(dead)).toBe(false);
    expect(fs.existsSync(live)).toBe(true);
    fs.rmSync(live);
  });
});
