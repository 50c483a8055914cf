import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { TestApp } from '../../../test/harness.js';
import { refused } from '../../../test/requests.js';

/** Fixtures shared by the project (../shared/fixtures/models). */
export const FIXTURES = path.resolve(import.meta.dirname, '../../../../../../shared/fixtures/models');
export const fixture = (rel: string) => fs.readFileSync(path.join(FIXTURES, rel));

/** A multipart/form-data body with one file part. */
export function multipart(
  filename: string,
  content: Buffer,
  field = 'file',
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----moxing${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The multipart envelope split in two, for bodies streamed by the test. */
export function multipartParts(filename: string): { head: Buffer; tail: Buffer; contentType: string } {
  const boundary = `----moxing${randomBytes(8).toString('hex')}`;
  return {
    head: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    tail: Buffer.from(`\r\n--${boundary}--\r\n`),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function upload(t: TestApp, token: string, filename: string, content: Buffer, query = '') {
  const body = multipart(filename, content);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/common/file/upload${query}`,
    payload: body.payload,
    headers: { ...body.headers, token },
  });
  return res;
}

export async function uploadOk(
  t: TestApp,
  token: string,
  filename: string,
  content: Buffer,
): Promise<{ fileId: string; kind: string; mime: string; size: number }> {
  const res = await upload(t, token, filename, content);
  if (res.statusCode !== 200) throw new Error(`upload of ${filename} failed: ${res.body}`);
  return res.json<{ data: { fileId: string; kind: string; mime: string; size: number } }>().data;
}

/** Every blob and temporary file under the storage root (to prove refusals leave nothing). */
export function storedFiles(t: TestApp): string[] {
  const root = path.join(t.config.DATA_DIR, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) => fs.statSync(path.join(root, p)).isFile());
}

export async function countRows(
  t: TestApp,
  table: 'files' | 'models' | 'model_conversions' | 'jobs' | 'tus_uploads',
): Promise<number> {
  const r = await t.db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(r.n);
}

export async function readAll(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}

/**
 * A hostile picture: text named "说明.png" is refused at upload, its bytes being read rather than its name. Answers
 * the same text uploaded as "说明.txt", which a caller taking pictures must refuse in turn.
 */
export async function textAsPicture(t: TestApp, token: string): Promise<string> {
  const text = Buffer.from('这是一段文字，不是图片');
  refused(await upload(t, token, '说明.png', text), 400, '“说明.png”的内容不是有效的');
  return (await uploadOk(t, token, '说明.txt', text)).fileId;
}
