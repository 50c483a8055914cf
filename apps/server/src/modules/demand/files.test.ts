import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidView, DemandDetail, UploadedFile } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { BYTES, get, makeUser, demandForm, fundWithCoins, ok, post, upload, type TestUser } from './fixtures.js';

/**
 * A demand's attachments and delivered files are private: served only to the demand's parties (and, for
 * attachments, providers while the demand is public), never cached, since a right to read them can end.
 */
describe.each(DIALECTS)('private demand files on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let op: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let otherBuyer: TestUser;
  let code: string;
  let picture: UploadedFile;
  let attachment: UploadedFile;
  let delivered: UploadedFile;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0, '需求方');
    op = await makeUser(t, 5, '运营');
    ann = await makeUser(t, 2, '建模师安');
    bob = await makeUser(t, 3, '另一个工作室');
    otherBuyer = await makeUser(t, 1, '旁观需求方');
    picture = await upload(t, buyer.token, '参考图.png', BYTES.png);
    attachment = await upload(t, buyer.token, '尺寸说明.pdf', BYTES.pdf);
    code = ok<DemandDetail>(
      await post(
        t,
        '/api/need/create',
        demandForm({ imageIds: [picture.fileId], attachmentIds: [attachment.fileId] }),
        buyer.token,
      ),
    ).code;
    ok(await post(t, '/api/need/admin/approve', { code }, op.token));
  });
  afterAll(async () => {
    await t?.close();
  });

  const read = (f: UploadedFile, u?: TestUser) => get(t, f.url, u?.token);

  it('serves attachments of a public demand to its parties and providers only, never cached', async () => {
    for (const u of [buyer, op, ann, bob]) {
      const res = await read(attachment, u);
      expect(res.statusCode, String(u.id)).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await read(attachment)).statusCode).toBe(401);
    expect((await read(attachment, otherBuyer)).statusCode).toBe(403);
    // The detail lists them only to those who may read them.
    expect(ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, otherBuyer.token)).attachments).toEqual([]);
    expect(ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, bob.token)).attachments).toHaveLength(1);
    // Pictures are shown in the public hall.
    const pic = await read(picture);
    expect(pic.statusCode).toBe(200);
    expect(pic.headers['cache-control']).toContain('public');
  });

  it('serves delivered files to the buyer, the modeller and operators only, never cached', async () => {
    const bid = ok<BidView>(await post(t, '/api/need/needBid', { code, price: 50000, days: 5, message: '可以' }, ann.token));
    ok(await post(t, '/api/need/chooseBid', { code, bidCode: bid.code }, buyer.token));
    await fundWithCoins(t, code, buyer, 50000);
    delivered = await upload(t, ann.token, '交付说明.pdf', Buffer.concat([BYTES.pdf, Buffer.from('% delivery')]));
    ok(await post(t, '/api/need/deliver', { code, note: '第一版', fileIds: [delivered.fileId] }, ann.token));
    for (const u of [buyer, ann, op]) {
      const res = await read(delivered, u);
      expect(res.statusCode, String(u.id)).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await read(delivered)).statusCode).toBe(401);
    expect((await read(delivered, bob)).statusCode).toBe(403);
    expect((await read(delivered, otherBuyer)).statusCode).toBe(403);
    // Bidding over, the providers not chosen lose the attachments too.
    expect((await read(attachment, bob)).statusCode).toBe(403);
    expect((await read(attachment, ann)).statusCode).toBe(200);
  });
});
