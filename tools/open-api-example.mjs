// A signed call of the open API with nothing but Node (docs/OPEN_API.md):
//   OPEN_API_BASE=http://localhost:3000 OPEN_KEY_ID=ak_... OPEN_SECRET=... node tools/open-api-example.mjs [path]
// It prints the answer of GET <path> (default: the first page of my models).
import { createHash, createHmac, randomBytes } from 'node:crypto';

const base = process.env.OPEN_API_BASE ?? 'http://localhost:3000';
const keyId = process.env.OPEN_KEY_ID ?? '';
const secret = process.env.OPEN_SECRET ?? '';

/** @param {string} method @param {string} path @param {unknown} [body] @returns {Promise<{ code: string }>} */
async function openCall(method, path, body) {
  const payload = body === undefined ? '' : JSON.stringify(body);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(16).toString('hex');
  const bodyHash = createHash('sha256').update(payload).digest('hex');
  const text = [method, path, timestamp, nonce, bodyHash].join('\n');
  const signature = createHmac('sha256', secret).update(text).digest('hex');
  /** @type {Record<string, string>} */
  const headers = { 'x-open-key': keyId, 'x-open-timestamp': timestamp, 'x-open-nonce': nonce, 'x-open-signature': signature };
  if (payload) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, { method, headers, body: payload || undefined });
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- plain JavaScript: the envelope {code, data, msg}
  return res.json();
}

const answer = await openCall('GET', process.argv[2] ?? '/api/open/models?pageNum=1&pageSize=10');
console.log(JSON.stringify(answer, null, 2));
process.exitCode = answer.code === '200' ? 0 : 1;
