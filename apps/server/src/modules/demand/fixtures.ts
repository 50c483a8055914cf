import type { UploadedFile } from '@moxing/shared';
import type { TestApp } from '../../../test/harness.js';
import { ok, post, type TestUser } from '../../../test/requests.js';
import { topUp as sandboxTopUp } from '../order/fixtures.js';

/** Test factories for the demand and message tests (not loaded by the server). */

export { anotherSession, get, makeUser, ok, post, refused, type TestUser } from '../../../test/requests.js';

export const BYTES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(120, 1)]),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 0)]),
  sevenZip: Buffer.concat([Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c, 0x00, 0x04]), Buffer.alloc(200, 3)]),
};

/** Uploads through the real POST /api/common/file/upload (multipart, field "file"). */
export async function upload(t: TestApp, token: string, name: string, bytes: Buffer): Promise<UploadedFile> {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/common/file/upload',
    payload,
    headers: { token, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return ok<UploadedFile>(res);
}

/** Everything the demand module stores, to prove a refused request changed nothing. */
export async function snapshot(t: TestApp) {
  const k = t.db.kysely;
  const count = async (
    table: 'needs' | 'need_bids' | 'need_files' | 'need_deliveries' | 'need_evaluations' | 'need_events' | 'messages',
  ) =>
    Number(
      (
        await k
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<string | number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    needs: await count('needs'),
    bids: await count('need_bids'),
    files: await count('need_files'),
    deliveries: await count('need_deliveries'),
    evaluations: await count('need_evaluations'),
    events: await count('need_events'),
    messages: await count('messages'),
    needRows: await k.selectFrom('needs').selectAll().orderBy('id').execute(),
    bidRows: await k.selectFrom('need_bids').selectAll().orderBy('id').execute(),
    deliveryRows: await k.selectFrom('need_deliveries').selectAll().orderBy('id').execute(),
  };
}

/** A date about `days` ahead, as the form sends it (YYYY-MM-DD). */
export function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export function demandForm(over: Record<string, unknown> = {}) {
  return {
    title: '古风木雕茶几建模',
    serviceType: '3D建模',
    trade: '泛家居',
    budget: 1500,
    deadline: dayAhead(10),
    description: '需要一套古风木雕茶几的高精度模型，附参考图，要求贴图 4K，交付 FBX 与 GLB 两种格式。',
    contactType: 'platform',
    ...over,
  };
}

/** Buys coins through the sandbox gateway, as a person does on /voucherCenter (the order module's own flow). */
export async function topUp(t: TestApp, u: TestUser, coins: number): Promise<void> {
  await sandboxTopUp(t, u, coins);
}

/** Tops the buyer up by the chosen bid's price (whole yuan) and funds the escrow with coins: into production. */
export async function fundWithCoins(t: TestApp, code: string, buyer: TestUser, priceFen: number) {
  await topUp(t, buyer, Math.ceil(priceFen / 100));
  return ok(await post(t, '/api/need/escrow/fund', { code, payType: 'coin' }, buyer.token));
}
