import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BidView, MessageItem, DemandDetail } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import {
  BYTES,
  dayAhead,
  get,
  makeUser,
  demandForm,
  fundWithCoins,
  ok,
  post,
  refused,
  snapshot,
  upload,
  type TestUser,
} from './fixtures.js';

type Res = Awaited<ReturnType<typeof get>>;

/** The bad input of issue 5: each refused with a Chinese message, and nothing in the database changes. */
describe.each(DIALECTS)('demand refusals on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let stranger: TestUser;
  let op: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  /** Bidding, with ann's active bid and bob's withdrawn one. */
  let open: string;
  let annBid: BidView;
  let bobBid: BidView;
  /** Waiting for review. */
  let pending: string;
  /** In production with ann chosen. */
  let producing: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0, '需求方');
    stranger = await makeUser(t, 1, '别的企业');
    op = await makeUser(t, 5, '运营');
    ann = await makeUser(t, 2, '安');
    bob = await makeUser(t, 2, '鲍');
    const publish = async () => {
      const n = ok<DemandDetail>(await post(t, '/api/need/create', demandForm(), buyer.token));
      ok(await post(t, '/api/need/admin/approve', { code: n.code }, op.token));
      return n.code;
    };
    open = await publish();
    annBid = ok<BidView>(
      await post(t, '/api/need/needBid', { code: open, price: 100000, days: 10, message: '安的报价' }, ann.token),
    );
    bobBid = ok<BidView>(
      await post(t, '/api/need/needBid', { code: open, price: 90000, days: 12, message: '鲍的报价' }, bob.token),
    );
    ok(await post(t, '/api/need/cancelBid', { code: open }, bob.token));
    pending = ok<DemandDetail>(await post(t, '/api/need/create', demandForm({ title: '待审核的需求' }), buyer.token)).code;
    producing = await publish();
    const b = ok<BidView>(
      await post(t, '/api/need/needBid', { code: producing, price: 50000, days: 5, message: '可以' }, ann.token),
    );
    ok(await post(t, '/api/need/chooseBid', { code: producing, bidCode: b.code }, buyer.token));
    await fundWithCoins(t, producing, buyer, 50000);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** Runs a refused call and proves the demand tables and messages are exactly as before. */
  async function unchanged(call: () => Promise<Res>, status: number, text?: string | RegExp): Promise<string> {
    const before = await snapshot(t);
    const msg = refused(await call(), status, text);
    expect(await snapshot(t)).toEqual(before);
    return msg;
  }

  it('a budget that is not one of the options', async () => {
    await unchanged(
      () => post(t, '/api/need/create', demandForm({ budget: 250 }), buyer.token),
      400,
      /^预算须为以下档位之一：面议、¥300/,
    );
    await unchanged(() => post(t, '/api/need/create', demandForm({ budget: '很多' }), buyer.token), 400, '请选择预算');
    await unchanged(() => post(t, '/api/need/create', demandForm({ budget: undefined }), buyer.token), 400, '请选择预算');
  });

  it('a deadline in the past (or not a date, or too far)', async () => {
    await unchanged(
      () => post(t, '/api/need/create', demandForm({ deadline: dayAhead(-2) }), buyer.token),
      400,
      '截止日期须晚于当前时间',
    );
    await unchanged(
      () => post(t, '/api/need/create', demandForm({ deadline: new Date(Date.now() - 60_000).toISOString() }), buyer.token),
      400,
      '截止日期须晚于当前时间',
    );
    await unchanged(
      () => post(t, '/api/need/create', demandForm({ deadline: '下周五' }), buyer.token),
      400,
      '截止日期格式不正确',
    );
    await unchanged(
      () => post(t, '/api/need/create', demandForm({ deadline: dayAhead(400) }), buyer.token),
      400,
      '截止日期不能晚于一年之后',
    );
  });

  it('attachments of a forbidden type, over the limit, or somebody else’s', async () => {
    // Executables are refused by the upload itself; a 7z archive uploads as "other", which demands refuse.
    const exe = await upload(t, buyer.token, 'tool.7z', BYTES.sevenZip);
    expect(exe.kind).toBe('other');
    const pdf = await upload(t, buyer.token, '说明.pdf', BYTES.pdf);
    const png = await upload(t, buyer.token, '图.png', BYTES.png);
    await unchanged(
      () => post(t, '/api/need/create', demandForm({ attachmentIds: [pdf.fileId, exe.fileId] }), buyer.token),
      400,
      '附件「tool.7z」的类型不支持',
    );
    await unchanged(
      () => post(t, '/api/need/create', demandForm({ imageIds: [pdf.fileId] }), buyer.token),
      400,
      '参考图片只能是图片文件',
    );
    const eleven = Array.from({ length: 11 }, () => pdf.fileId);
    await unchanged(() => post(t, '/api/need/create', demandForm({ attachmentIds: eleven }), buyer.token), 400, '附件最多 10 个');
    const ten = Array.from({ length: 10 }, () => png.fileId);
    await unchanged(() => post(t, '/api/need/create', demandForm({ imageIds: ten }), buyer.token), 400, '参考图片最多 9 张');
    const annsFile = await upload(t, ann.token, '安的图.png', BYTES.png);
    await unchanged(() => post(t, '/api/need/create', demandForm({ imageIds: [annsFile.fileId] }), buyer.token), 403, '不属于你');
    await unchanged(() => post(t, '/api/need/create', demandForm({ attachmentIds: ['no-such-file'] }), buyer.token), 404);
    // Delivered work: no unknown binaries either.
    const ann7z = await upload(t, ann.token, 'work.7z', BYTES.sevenZip);
    await unchanged(
      () => post(t, '/api/need/deliver', { code: producing, fileIds: [ann7z.fileId] }, ann.token),
      400,
      '交付文件「work.7z」的类型不支持',
    );
    await unchanged(() => post(t, '/api/need/deliver', { code: producing, fileIds: [] }, ann.token), 400, '请上传交付文件');
  });

  it('other field rules of the form', async () => {
    await unchanged(() => post(t, '/api/need/create', demandForm({ title: '建模' }), buyer.token), 400, '需求标题至少 4 个字');
    await unchanged(() => post(t, '/api/need/create', demandForm({ serviceType: '修电脑' }), buyer.token), 400, '请选择服务类型');
    await unchanged(() => post(t, '/api/need/create', demandForm({ trade: '金融' }), buyer.token), 400, '请选择所属行业');
    await unchanged(
      () => post(t, '/api/need/create', demandForm({ contactType: 'phone', contactValue: '123' }), buyer.token),
      400,
      '联系电话',
    );
    await unchanged(() => post(t, '/api/need/create', demandForm({ isTop: 1 }), buyer.token), 400, '不支持的字段“isTop”');
    await unchanged(() => post(t, '/api/need/create', demandForm(), undefined), 401, '请先登录');
  });

  it('only demand-side accounts publish', async () => {
    await unchanged(() => post(t, '/api/need/create', demandForm(), ann.token), 403, '只有需求方账号才能发布需求');
  });

  it('a bid on one’s own demand', async () => {
    // The buyer switches to a modeller identity and tries to bid on their own demand.
    ok(await get(t, '/api/account/addUserIdentity?type=2', buyer.token));
    try {
      await unchanged(
        () => post(t, '/api/need/needBid', { code: open, price: 100000, days: 3, message: '自己投自己' }, buyer.token),
        403,
        '不能投标自己发布的需求',
      );
    } finally {
      ok(await get(t, '/api/account/addUserIdentity?type=0', buyer.token));
    }
  });

  it('a bid by a demand-side-only account', async () => {
    await unchanged(
      () => post(t, '/api/need/needBid', { code: open, price: 100000, days: 3, message: '我是企业需求方' }, stranger.token),
      403,
      '只有建模服务方',
    );
    await unchanged(
      () => post(t, '/api/need/needBid', { code: open, price: 100000, days: 3, message: '运营也不行' }, op.token),
      403,
      '只有建模服务方',
    );
  });

  it('a second bid by the same modeller, and other bad bids', async () => {
    await unchanged(
      () => post(t, '/api/need/needBid', { code: open, price: 80000, days: 8, message: '再投一次' }, ann.token),
      409,
      '不能重复投标',
    );
    await unchanged(
      () => post(t, '/api/need/needBid', { code: pending, price: 80000, days: 8, message: '抢先' }, ann.token),
      409,
      '不在竞标中',
    );
    await unchanged(
      () => post(t, '/api/need/needBid', { code: producing, price: 80000, days: 8, message: '晚了' }, bob.token),
      409,
      '不在竞标中',
    );
    await unchanged(
      () => post(t, '/api/need/needBid', { code: open, price: 12.5, days: 8, message: '小数' }, bob.token),
      400,
      '报价以分为单位',
    );
    await unchanged(
      () => post(t, '/api/need/needBid', { code: open, price: 50, days: 8, message: '太便宜' }, bob.token),
      400,
      '报价至少 1 元',
    );
    await unchanged(
      () => post(t, '/api/need/needBid', { code: open, price: 80000, days: 0, message: '零天' }, bob.token),
      400,
      '工期至少 1 天',
    );
    await unchanged(
      () =>
        post(
          t,
          '/api/need/needBid',
          { code: open, price: 80000, days: 5, message: '链接', portfolioLinks: ['javascript:alert(1)'] },
          bob.token,
        ),
      400,
      '作品链接',
    );
    await unchanged(() => post(t, '/api/need/cancelBid', { code: open }, bob.token), 409, '该投标已撤回');
  });

  it('a bid after the deadline', async () => {
    const late = ok<DemandDetail>(await post(t, '/api/need/create', demandForm({ title: '马上截止的需求' }), buyer.token)).code;
    ok(await post(t, '/api/need/admin/approve', { code: late }, op.token));
    await t.db.kysely
      .updateTable('needs')
      .set({ deadline: new Date(Date.now() - 1000).toISOString() })
      .where('code', '=', late)
      .execute();
    await unchanged(
      () => post(t, '/api/need/needBid', { code: late, price: 80000, days: 5, message: '赶上了吗' }, ann.token),
      409,
      '已过截止日期',
    );
    expect(ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${late}`, ann.token))).toMatchObject({
      expired: true,
      canBid: false,
      bidBlockedReason: '需求已过截止日期',
    });
  });

  it('choosing a bid that was withdrawn (or of another demand)', async () => {
    await unchanged(
      () => post(t, '/api/need/chooseBid', { code: open, bidCode: bobBid.code }, buyer.token),
      409,
      '已被建模师撤回',
    );
    await unchanged(
      () => post(t, '/api/need/chooseBid', { code: pending, bidCode: annBid.code }, buyer.token),
      409,
      '不在竞标中',
    );
    await unchanged(() => post(t, '/api/need/chooseBid', { code: open, bidCode: 'BNOSUCHBID' }, buyer.token), 404, '投标不存在');
  });

  it('finishing a demand that is not in production (or has nothing delivered)', async () => {
    await unchanged(() => post(t, '/api/need/finishNeed', { code: open }, buyer.token), 409, '需求不在制作中，无法验收');
    await unchanged(() => post(t, '/api/need/finishNeed', { code: pending }, buyer.token), 409, '需求不在制作中，无法验收');
    await unchanged(() => post(t, '/api/need/finishNeed', { code: producing }, buyer.token), 409, '尚未提交待验收的交付');
    await unchanged(
      () => post(t, '/api/need/requestChange', { code: producing, reason: '改一改' }, buyer.token),
      409,
      '还没有提交待验收的交付',
    );
  });

  it('a score outside 1-5, or before completion', async () => {
    for (const score of [0, 6, -1, 3.5, '五星']) {
      await unchanged(
        () => post(t, '/api/need/userScore', { code: producing, score, comment: '不合规' }, buyer.token),
        400,
        /评分/,
      );
    }
    await unchanged(
      () => post(t, '/api/need/userScore', { code: producing, score: 5, comment: '' }, buyer.token),
      409,
      '需求完成后才能评价',
    );
  });

  it('review only while pending, rejection needs a reason', async () => {
    await unchanged(() => post(t, '/api/need/admin/approve', { code: open }, op.token), 409, '只有待审核的需求才能审核');
    await unchanged(() => post(t, '/api/need/admin/reject', { code: pending }, op.token), 400, '请填写原因');
    await unchanged(
      () => post(t, '/api/need/update', { code: open, ...demandForm() }, buyer.token),
      409,
      '只有待审核或审核未通过的需求才能修改',
    );
  });

  it('another user’s demand in any call: 403, and no data', async () => {
    const s = stranger.token;
    await unchanged(() => get(t, `/api/need/getNeed?code=${pending}`, s), 403, '尚未公开');
    await unchanged(() => get(t, `/api/need/getNeed?code=${pending}`, ann.token), 403, '尚未公开');
    await unchanged(() => get(t, `/api/need/getBidList?code=${pending}`, s), 403);
    await unchanged(() => post(t, '/api/need/update', { code: pending, ...demandForm() }, s), 403, '只能操作自己发布的需求');
    await unchanged(() => post(t, '/api/need/cancel', { code: pending, reason: '捣乱' }, s), 403, '只有需求发布者才能取消');
    await unchanged(() => post(t, '/api/need/cancel', { code: open, reason: '捣乱' }, ann.token), 403, '只有需求发布者才能取消');
    await unchanged(() => post(t, '/api/need/chooseBid', { code: open, bidCode: annBid.code }, s), 403, '只能操作自己发布的需求');
    await unchanged(
      () => post(t, '/api/need/chooseBid', { code: open, bidCode: annBid.code }, ann.token),
      403,
      '只能操作自己发布的需求',
    );
    await unchanged(() => post(t, '/api/need/finishNeed', { code: producing }, s), 403, '只能操作自己发布的需求');
    await unchanged(() => post(t, '/api/need/finishNeed', { code: producing }, ann.token), 403, '只能操作自己发布的需求');
    await unchanged(() => post(t, '/api/need/requestChange', { code: producing, reason: '改' + '一改' }, s), 403);
    await unchanged(
      () => post(t, '/api/need/cancel', { code: producing, reason: '我不是参与者' }, bob.token),
      403,
      '只有需求发布者才能取消',
    );
    const bobFile = await upload(t, bob.token, '鲍的交付.zip', BYTES.zip);
    await unchanged(
      () => post(t, '/api/need/deliver', { code: producing, fileIds: [bobFile.fileId] }, bob.token),
      403,
      '只有中标的建模师才能提交交付',
    );
    await unchanged(
      () => post(t, '/api/need/userScore', { code: producing, score: 1, comment: '差评' }, s),
      403,
      '只有需求方和中标的建模师才能评价',
    );
    await unchanged(() => post(t, '/api/need/admin/approve', { code: pending }, s), 403, '仅运营人员');
    await unchanged(() => get(t, '/api/need/admin/reviewList', ann.token), 403, '仅运营人员');
    // Somebody else's messages.
    const annMessage = ok<{ list: MessageItem[] }>(await get(t, '/api/message/getList', ann.token)).list[0]!;
    await unchanged(() => post(t, '/api/message/updateRead', { ids: [annMessage.id] }, s), 403, '不能操作他人的消息');
    await unchanged(() => post(t, '/api/message/delete', { ids: [annMessage.id] }, buyer.token), 403, '不能操作他人的消息');
    await unchanged(() => post(t, '/api/message/delete', { ids: [999999] }, buyer.token), 404);
    // Codes that are missing or unknown.
    await unchanged(() => get(t, '/api/need/getNeed'), 400, '请提供需求编号');
    await unchanged(() => get(t, '/api/need/getNeed?code=NXXXXXXXXXXX'), 404, '需求不存在');
  });
});
