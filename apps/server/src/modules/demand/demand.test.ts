import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BidView,
  MessageItem,
  DemandCountData,
  DemandDetail,
  DemandSummary,
  ProviderInfo,
  ProviderItem,
  UnreadSummary,
} from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { insertModel } from '../library/fixtures.js';
import { BYTES, get, makeUser, demandForm, fundWithCoins, ok, post, refused, upload, type TestUser } from './fixtures.js';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

describe.each(DIALECTS)('modelling demands, the whole story on %s', (dialect) => {
  let t: TestApp;
  let buyer: TestUser;
  let op: TestUser;
  let ann: TestUser;
  let bob: TestUser;
  let cat: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    buyer = await makeUser(t, 0, '王女士');
    op = await makeUser(t, 5, '运营小李');
    ann = await makeUser(t, 2, '建模师安');
    bob = await makeUser(t, 3, '博工作室');
    cat = await makeUser(t, 4, '猫科技');
  });
  afterAll(async () => {
    await t?.close();
  });

  const messages = async (u: TestUser, type = 2) =>
    ok<Page<MessageItem>>(await get(t, `/api/message/getList?messageType=${type}&pageSize=100`, u.token)).list;

  it('publish -> review (reject, fix, approve) -> bid -> choose -> deliver (change, redeliver) -> accept -> evaluate', async () => {
    // Options for the form.
    const options = ok<{ budgetOptions: { value: number; label: string }[]; serviceTypes: string[] }>(
      await get(t, '/api/show/getTradeType'),
    );
    expect(options.budgetOptions[0]).toEqual({ value: 0, label: '面议' });
    expect(options.serviceTypes).toContain('3D建模');

    // --- publish ---
    const image = await upload(t, buyer.token, '参考图.png', BYTES.png);
    const doc = await upload(t, buyer.token, '需求说明.pdf', BYTES.pdf);
    expect([image.kind, doc.kind]).toEqual(['image', 'pdf']);
    const created = ok<DemandDetail>(
      await post(
        t,
        '/api/need/create',
        demandForm({ imageIds: [image.fileId], attachmentIds: [doc.fileId], contactType: 'wechat', contactValue: 'wang_2024' }),
        buyer.token,
      ),
    );
    expect(created).toMatchObject({
      status: -2,
      statusText: '待审核',
      budget: 1500,
      budgetText: '¥1500',
      bidCount: 0,
      viewerRole: 'owner',
      contactValue: 'wang_2024',
    });
    expect(created.code).toMatch(/^N[2-9A-Z]{11}$/);
    expect(created.images.map((f) => f.fileId)).toEqual([image.fileId]);
    expect(created.attachments.map((f) => f.fileId)).toEqual([doc.fileId]);
    expect(created.coverUrl).toBe(image.url);
    const code = created.code;
    expect((await messages(buyer))[0]).toMatchObject({ title: '需求已提交审核', bizCode: code, messageType: 2, read: false });

    // Not public while in review.
    expect(ok<Page<DemandSummary>>(await get(t, '/api/need/getList')).list.map((n) => n.code)).not.toContain(code);
    refused(await get(t, `/api/need/getNeed?code=${code}`, ann.token), 403, '尚未公开');
    // Only operators review.
    refused(await post(t, '/api/need/admin/approve', { code }, buyer.token), 403, '仅运营人员');

    // --- operator rejects with a reason the buyer sees ---
    const queue = ok<Page<DemandSummary>>(await get(t, '/api/need/admin/reviewList', op.token));
    expect(queue.list.map((n) => n.code)).toContain(code);
    ok(await post(t, '/api/need/admin/reject', { code, reason: '预算与工作量不符，请补充尺寸信息' }, op.token));
    let mine = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, buyer.token));
    expect(mine).toMatchObject({ status: -1, statusText: '审核未通过', rejectReason: '预算与工作量不符，请补充尺寸信息' });
    expect((await messages(buyer))[0]).toMatchObject({ title: '需求审核未通过' });
    expect((await messages(buyer))[0]!.content).toContain('预算与工作量不符');

    // --- buyer fixes and resubmits (-1 -> -2), operator approves (-2 -> 0) ---
    mine = ok<DemandDetail>(
      await post(
        t,
        '/api/need/update',
        {
          code,
          ...demandForm({
            description: '古风木雕茶几，长 120cm 宽 60cm 高 45cm，需高精度模型与 4K 贴图。',
            budget: 2000,
            imageIds: [image.fileId],
            attachmentIds: [doc.fileId],
            contactType: 'wechat',
            contactValue: 'wang_2024',
          }),
        },
        buyer.token,
      ),
    );
    expect(mine).toMatchObject({ status: -2, rejectReason: null, budget: 2000 });
    ok(await post(t, '/api/need/admin/approve', { code }, op.token));
    expect((await messages(buyer))[0]).toMatchObject({ title: '需求审核通过' });
    // The attachment is now readable by link for the modellers who see it.
    const file = await get(t, doc.url, ann.token);
    expect(file.statusCode).toBe(200);

    // --- public hall ---
    const hall = ok<Page<DemandSummary>>(await get(t, '/api/need/getList?serviceType=3D建模&trade=泛家居&budget=2000&status=0'));
    expect(hall.list.map((n) => n.code)).toContain(code);
    const visitorView = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`));
    expect(visitorView).toMatchObject({
      status: 0,
      viewerRole: 'visitor',
      canBid: false,
      bidBlockedReason: '请先登录',
      contactValue: null,
      rejectReason: null,
    });
    expect(visitorView.attachments).toEqual([]);
    expect(visitorView.deliveries).toEqual([]);
    expect(visitorView.timeline).toEqual([]);
    const annView = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, ann.token));
    expect(annView).toMatchObject({ canBid: true, bidBlockedReason: null, contactValue: null });
    expect(annView.attachments).toHaveLength(1);

    // --- bids ---
    const annBid = ok<BidView>(
      await post(
        t,
        '/api/need/needBid',
        {
          code,
          price: 180000,
          days: 12,
          message: '做过多套中式家具，可先出白模确认',
          portfolioLinks: ['https://example.com/works/1'],
        },
        ann.token,
      ),
    );
    expect(annBid).toMatchObject({ price: 180000, priceText: '¥1800', days: 12, status: 0, statusText: '竞标中', mine: true });
    const bobBid = ok<BidView>(
      await post(t, '/api/need/needBid', { code, price: 150000, days: 15, message: '工作室三人，15 天交付' }, bob.token),
    );
    const catBid = ok<BidView>(
      await post(t, '/api/need/needBid', { code, price: 99900, days: 20, message: '报价最低' }, cat.token),
    );
    expect((await messages(buyer)).filter((m) => m.title === '收到新的投标')).toHaveLength(3);

    // Withdraw and bid again (allowed after a withdrawal).
    const withdrawn = ok<BidView>(await post(t, '/api/need/cancelBid', { code }, cat.token));
    expect(withdrawn).toMatchObject({ status: 3, statusText: '已撤回' });
    expect(ok<Page<DemandSummary>>(await get(t, '/api/need/getList?status=0')).list.find((n) => n.code === code)?.bidCount).toBe(
      2,
    );
    const again = ok<BidView>(
      await post(t, '/api/need/needBid', { code, price: 120000, days: 18, message: '重新报价' }, cat.token),
    );
    expect(again).toMatchObject({ code: catBid.code, price: 120000, status: 0 });
    expect(ok<Page<DemandSummary>>(await get(t, '/api/need/getList?status=0')).list.find((n) => n.code === code)?.bidCount).toBe(
      3,
    );

    // Prices: the owner sees all, a bidder only their own, a visitor none; the list shows the count only.
    const forOwner = ok<Page<BidView>>(await get(t, `/api/need/getBidList?code=${code}`, buyer.token));
    expect(forOwner.total).toBe(3);
    expect(forOwner.list.every((b) => b.price !== null && b.message !== null)).toBe(true);
    const forAnn = ok<Page<BidView>>(await get(t, `/api/need/getBidList?code=${code}`, ann.token));
    expect(forAnn.list.map((b) => [b.mine, b.price])).toEqual([
      [true, 180000],
      [false, null],
      [false, null],
    ]);
    expect(forAnn.list[1]).toMatchObject({ priceText: '仅需求方可见', message: null, portfolioLinks: [] });
    const forVisitor = ok<Page<BidView>>(await get(t, `/api/need/getBidList?code=${code}`));
    expect(forVisitor.list.every((b) => b.price === null)).toBe(true);
    expect(JSON.stringify(ok(await get(t, `/api/need/getList`)))).not.toContain('180000');
    expect(ok<BidView>(await get(t, `/api/need/getBidVoByUser?code=${code}`, bob.token))).toMatchObject({
      code: bobBid.code,
      price: 150000,
    });
    expect(ok(await get(t, `/api/need/getBidVoByUser?code=${code}`, op.token))).toBeNull();

    // --- choose: -> awaiting escrow, the others are told; funding the escrow -> in production ---
    expect(ok(await post(t, '/api/need/chooseBid', { code, bidCode: annBid.code }, buyer.token))).toEqual({
      code,
      status: 4,
      statusText: '待托管赏金',
    });
    expect((await messages(ann))[0]).toMatchObject({ title: '恭喜，您的投标已中标', link: `/demandDetails?code=${code}` });
    expect((await messages(buyer))[0]).toMatchObject({ title: '请托管赏金', link: `/myrequireDetails?code=${code}` });
    expect(await fundWithCoins(t, code, buyer, 180000)).toEqual({ code, status: 1, statusText: '制作中', orderNo: null });
    expect((await messages(ann))[0]).toMatchObject({ title: '赏金已托管，请开始制作' });
    expect((await messages(bob))[0]).toMatchObject({ title: '投标未中标' });
    expect((await messages(cat))[0]).toMatchObject({ title: '投标未中标' });
    const bobNow = ok<BidView>(await get(t, `/api/need/getBidVoByUser?code=${code}`, bob.token));
    expect(bobNow).toMatchObject({ status: 2, statusText: '未中标' });
    const annDetail = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, ann.token));
    expect(annDetail).toMatchObject({
      viewerRole: 'modeller',
      contactValue: 'wang_2024',
      modeller: { id: ann.id },
      chosenBid: { code: annBid.code, price: 180000 },
    });
    // Other bidders see who won, not for how much.
    const bobDetail = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, bob.token));
    expect(bobDetail).toMatchObject({ viewerRole: 'bidder', contactValue: null, chosenBid: { code: annBid.code, price: null } });

    // --- deliver, ask for changes, deliver again, accept ---
    const v1 = await upload(t, ann.token, '茶几_v1.zip', BYTES.zip);
    let d = ok<DemandDetail>(
      await post(t, '/api/need/deliver', { code, note: '第一版白模与贴图', fileIds: [v1.fileId] }, ann.token),
    );
    expect(d.deliveries).toHaveLength(1);
    expect(d.deliveries[0]).toMatchObject({ status: 0, statusText: '待验收', note: '第一版白模与贴图' });
    expect((await messages(buyer))[0]).toMatchObject({ title: '建模师已提交交付' });
    // The buyer can download the delivered file.
    expect((await get(t, v1.url, buyer.token)).statusCode).toBe(200);

    ok(await post(t, '/api/need/requestChange', { code, reason: '雕花细节不够，桌腿弧度再大一些' }, buyer.token));
    expect((await messages(ann))[0]).toMatchObject({ title: '需求方要求修改' });
    d = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, buyer.token));
    expect(d).toMatchObject({ status: 1 });
    expect(d.deliveries[0]).toMatchObject({ status: 2, statusText: '需修改', changeReason: '雕花细节不够，桌腿弧度再大一些' });

    const v2 = await upload(t, ann.token, '茶几_v2.zip', Buffer.concat([BYTES.zip, Buffer.from('v2')]));
    ok(await post(t, '/api/need/deliver', { code, note: '按意见修改', fileIds: [v2.fileId] }, ann.token));
    expect(ok(await post(t, '/api/need/finishNeed', { code }, buyer.token))).toEqual({ code, status: 2, statusText: '已完成' });
    expect((await messages(ann))[0]).toMatchObject({ title: '需求已验收完成，赏金已到账' });
    d = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`, buyer.token));
    expect(d.deliveries.map((x) => x.status)).toEqual([2, 1]);
    expect(d.canEvaluate).toBe(true);
    expect(d.timeline.map((e) => e.action)).toEqual([
      'create',
      'reject',
      'edit',
      'approve',
      'bid',
      'bid',
      'bid',
      'withdrawBid',
      'bid',
      'choose',
      'fund',
      'deliver',
      'requestChange',
      'deliver',
      'accept',
    ]);

    // --- evaluate, once each ---
    ok(await post(t, '/api/need/userScore', { code, score: 5, comment: '细节到位，沟通顺畅' }, buyer.token));
    ok(await post(t, '/api/need/userScore', { code, score: 4, comment: '需求清晰，验收及时' }, ann.token));
    expect((await messages(ann))[0]).toMatchObject({ title: '收到新的评价' });
    expect((await messages(buyer))[0]).toMatchObject({ title: '收到新的评价' });
    d = ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${code}`));
    expect(d.evaluations.map((e) => [e.fromRole, e.score])).toEqual([
      ['buyer', 5],
      ['modeller', 4],
    ]);

    // --- dashboards ---
    const buyerCounts = ok<DemandCountData>(await get(t, '/api/need/getUserNeedCountData', buyer.token));
    expect(buyerCounts).toMatchObject({ published: 1, completed: 1, bidding: 0, inProduction: 0 });
    const annCounts = ok<DemandCountData>(await get(t, '/api/need/getUserNeedCountData', ann.token));
    expect(annCounts.bids).toEqual({ total: 1, active: 0, won: 1, inProduction: 0, completed: 1 });
    const myNeeds = ok<Page<DemandSummary>>(await get(t, '/api/user/getUserNeedInfo?status=2', buyer.token));
    expect(myNeeds.list.map((n) => n.code)).toEqual([code]);
    const myBids = ok<Page<{ need: DemandSummary; bid: BidView }>>(await get(t, '/api/user/getJmsNeedInfo', bob.token));
    expect(myBids.list[0]).toMatchObject({ need: { code, status: 2 }, bid: { code: bobBid.code, price: 150000, status: 2 } });

    // --- the directory for /modelServer ---
    ok(
      await post(
        t,
        '/api/need/serverProfile/save',
        {
          intro: '十年家具建模经验',
          specialities: ['3D建模', '渲染'],
          trades: ['泛家居'],
          portfolioLinks: ['https://example.com/ann'],
        },
        ann.token,
      ),
    );
    refused(await post(t, '/api/need/serverProfile/save', { intro: '我是买家' }, buyer.token), 403, '建模服务方');
    const dir = ok<Page<ProviderItem>>(await get(t, '/api/need/serverList?serviceType=渲染'));
    expect(dir.list.map((s) => s.id)).toEqual([ann.id]);
    expect(dir.list[0]).toMatchObject({
      completedCount: 1,
      avgScore: 5,
      scoreCount: 1,
      specialities: ['3D建模', '渲染'],
      trades: ['泛家居'],
    });
    expect(dir.list[0]!.cases).toEqual([expect.objectContaining({ code, score: 5, serviceType: '3D建模' })]);
    const all = ok<Page<ProviderItem>>(await get(t, '/api/need/serverList'));
    expect(all.list[0]!.id).toBe(ann.id);
    expect(all.list.map((s) => s.id).sort()).toEqual([ann.id, bob.id, cat.id].sort());
    const info = ok<ProviderInfo>(await get(t, `/api/need/serverInfo?userId=${ann.id}`));
    expect(info.evaluations).toEqual([
      expect.objectContaining({ score: 5, comment: '细节到位，沟通顺畅', from: expect.objectContaining({ id: buyer.id }) }),
    ]);
    refused(await get(t, `/api/need/serverInfo?userId=${buyer.id}`), 404);
    expect(ok<ProviderItem[]>(await get(t, '/api/home/getIndexJmsList?limit=2')).map((s) => s.id)[0]).toBe(ann.id);
    expect(ok<ProviderItem[]>(await get(t, '/api/home/getNewJmsList')).map((s) => s.id)).toEqual([cat.id, bob.id, ann.id]);

    // --- the messages arrived, and can be read ---
    const unread = ok<UnreadSummary>(await get(t, '/api/message/getUnRead', buyer.token));
    const buyerOrders = await messages(buyer);
    expect(unread.orderCount).toBe(buyerOrders.length);
    expect(unread.totalCount).toBe(buyerOrders.length);
    expect(unread.list).toContainEqual({ messageType: 2, typeNum: buyerOrders.length });
  });

  it('lists: filters, newest and closing-soon sorts, home list, paging', async () => {
    const codes: string[] = [];
    for (const [i, over] of [
      {
        title: '博物馆青铜器扫描建模',
        serviceType: '场景3D扫描',
        trade: '博物馆文创',
        budget: 5000,
        deadline: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      },
      {
        title: '运动鞋渲染图一套',
        serviceType: '渲染',
        trade: '服装鞋包',
        budget: 800,
        deadline: new Date(Date.now() + 3 * 86_400_000).toISOString(),
      },
      {
        title: '机械臂动画视频制作',
        serviceType: '动画视频',
        trade: '机械五金',
        budget: 0,
        deadline: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      },
    ].entries()) {
      const n = ok<DemandDetail>(await post(t, '/api/need/create', demandForm(over), buyer.token));
      ok(await post(t, '/api/need/admin/approve', { code: n.code }, op.token));
      codes[i] = n.code;
    }
    const [museum, shoes, arm] = codes as [string, string, string];
    const list = async (q: string) => ok<Page<DemandSummary>>(await get(t, `/api/need/getList?${q}`)).list.map((n) => n.code);

    expect((await list('sort=newest')).slice(0, 3)).toEqual([arm, shoes, museum]);
    expect((await list('sort=closingSoon')).slice(0, 3)).toEqual([shoes, arm, museum]);
    expect(await list('trade=博物馆文创')).toEqual([museum]);
    expect(await list('serviceType=渲染')).toEqual([shoes]);
    expect(await list('budget=0')).toEqual([arm]);
    expect(ok<Page<DemandSummary>>(await get(t, '/api/need/getList?budget=0')).list[0]).toMatchObject({ budgetText: '面议' });
    expect(await list('keyword=青铜')).toEqual([museum]);
    expect(await list('keyword=%')).toEqual([]);
    expect(await list('status=2')).not.toContain(museum);

    const page = ok<Page<DemandSummary>>(await get(t, '/api/need/getList?pageNum=2&pageSize=2'));
    expect(page).toMatchObject({ pageNum: 2, pageSize: 2 });
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(ok<Page<DemandSummary>>(await get(t, '/api/need/getList?pageSize=500')).pageSize).toBe(100);
    const home = ok<Page<DemandSummary>>(await get(t, '/api/need/needList?pageSize=2'));
    expect(home.list.map((n) => n.code)).toEqual([arm, shoes]);

    // Cancelling while bidding tells the bidders, and the demand leaves the hall.
    ok(await post(t, '/api/need/needBid', { code: arm, price: 500000, days: 30, message: '可做' }, bob.token));
    ok(await post(t, '/api/need/cancel', { code: arm, reason: '项目暂停' }, buyer.token));
    expect(await list('sort=newest')).not.toContain(arm);
    expect((await messages(bob))[0]).toMatchObject({ title: '需求已取消' });
    expect((await messages(bob))[0]!.content).toContain('项目暂停');
    expect(ok<BidView>(await get(t, `/api/need/getBidVoByUser?code=${arm}`, bob.token))).toMatchObject({
      status: 4,
      statusText: '需求已取消',
    });
    // Bob took part and may still read it; a stranger may not.
    expect(ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${arm}`, bob.token))).toMatchObject({
      status: 3,
      cancelReason: '项目暂停',
      cancelledBy: 'buyer',
    });
    refused(await get(t, `/api/need/getNeed?code=${arm}`, cat.token), 403);
  });

  it('cancelling in production: either side with a reason, the other side is told', async () => {
    const start = async () => {
      const n = ok<DemandDetail>(await post(t, '/api/need/create', demandForm(), buyer.token));
      ok(await post(t, '/api/need/admin/approve', { code: n.code }, op.token));
      const b = ok<BidView>(
        await post(t, '/api/need/needBid', { code: n.code, price: 100000, days: 7, message: '可以' }, ann.token),
      );
      ok(await post(t, '/api/need/chooseBid', { code: n.code, bidCode: b.code }, buyer.token));
      await fundWithCoins(t, n.code, buyer, 100000);
      return n.code;
    };
    const a = await start();
    refused(await post(t, '/api/need/cancel', { code: a }, ann.token), 400, '须填写取消原因');
    ok(await post(t, '/api/need/cancel', { code: a, reason: '需求方联系不上' }, ann.token));
    expect((await messages(buyer))[0]).toMatchObject({ title: '需求已取消' });
    expect((await messages(buyer))[0]!.content).toContain('建模师取消');
    expect(ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${a}`, buyer.token))).toMatchObject({
      status: 3,
      cancelledBy: 'modeller',
      cancelReason: '需求方联系不上',
    });

    const b = await start();
    ok(await post(t, '/api/need/cancel', { code: b, reason: '预算调整，暂不需要' }, buyer.token));
    expect((await messages(ann))[0]).toMatchObject({ title: '需求已取消' });
    expect(ok<BidView>(await get(t, `/api/need/getBidVoByUser?code=${b}`, ann.token))).toMatchObject({ status: 4 });
    refused(
      await post(t, '/api/need/cancel', { code: b, reason: '再取消一次' }, buyer.token),
      409,
      '已完成、已取消或纠纷处理中的需求不能取消',
    );

    // An operator may take down a demand that is not finished; the buyer is told why.
    const c = ok<DemandDetail>(await post(t, '/api/need/create', demandForm({ title: '违规内容的需求' }), buyer.token)).code;
    ok(await post(t, '/api/need/cancel', { code: c, reason: '内容违反平台规范' }, op.token));
    expect((await messages(buyer))[0]!.content).toContain('已被运营人员取消，原因：内容违反平台规范');
    expect(ok<DemandDetail>(await get(t, `/api/need/getNeed?code=${c}`, buyer.token))).toMatchObject({
      status: 3,
      cancelledBy: 'operator',
    });
    // The buyer withdraws a demand still in review without giving a reason.
    const d = ok<DemandDetail>(await post(t, '/api/need/create', demandForm({ title: '不需要了的需求' }), buyer.token)).code;
    expect(ok(await post(t, '/api/need/cancel', { code: d }, buyer.token))).toEqual({ code: d, status: 3, statusText: '已取消' });
  });

  it('asks a model author for a quote: the invited provider is told when the demand opens, not before', async () => {
    refused(await post(t, '/api/need/create', demandForm({ invitedUserId: buyer.id }), buyer.token), 400, '不能邀请自己');
    refused(await post(t, '/api/need/create', demandForm({ invitedUserId: 999_999 }), buyer.token), 404, '邀请的建模师不存在');
    const before = (await messages(cat)).length;
    const code = ok<DemandDetail>(
      await post(t, '/api/need/create', demandForm({ title: '询价：北欧布艺沙发', invitedUserId: cat.id }), buyer.token),
    ).code;
    expect(await messages(cat)).toHaveLength(before);
    ok(await post(t, '/api/need/admin/approve', { code }, op.token));
    expect((await messages(cat))[0]).toMatchObject({ title: '有需求方邀请您报价', bizCode: code });
    expect((await messages(ann)).some((m) => m.bizCode === code)).toBe(false);
  });

  it('recommends providers who present themselves before a new account with nothing filled in', async () => {
    const dora = await makeUser(t, 2, '朵拉三维');
    ok(
      await post(
        t,
        '/api/need/serverProfile/save',
        { intro: '十年家具建模经验，擅长实木与布艺。', specialities: ['3D建模'], trades: ['泛家居'] },
        dora.token,
      ),
    );
    const fresh = await makeUser(t, 2, '新注册的建模师');
    const ids = ok<Page<ProviderItem>>(await get(t, '/api/need/serverList?pageSize=100')).list.map((p) => p.id);
    expect(ids.indexOf(dora.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(dora.id)).toBeLessThan(ids.indexOf(fresh.id));
  });

  it("shows a provider's own public, ready library models on their card, and counts them as filled in", async () => {
    const eve = await makeUser(t, 2, '伊芙家具工作室');
    const shown = [];
    for (const title of ['实木餐桌', '布艺沙发', '藤编椅', '书柜', '床头柜'])
      shown.push((await insertModel(t, eve, { title })).modelCode);
    await insertModel(t, eve, { title: '私人草图', visibility: 'private' });
    await insertModel(t, eve, { title: '处理中的柜子', status: 'processing' });
    const gone = await insertModel(t, eve, { title: '已删除的凳子' });
    await t.db.kysely.updateTable('models').set({ deleted_at: new Date().toISOString() }).where('id', '=', gone.id).execute();
    const delivered = await insertModel(t, eve, { title: '交付的茶几' });
    await t.db.kysely.updateTable('models').set({ delivery: 1 }).where('id', '=', delivered.id).execute();
    const fresh = await makeUser(t, 2, '又一个新建模师');

    const expected = {
      worksCount: 5,
      works: shown
        .slice(1)
        .reverse()
        .map((modelCode) => ({ modelCode, cover: expect.stringMatching(`^/api/model/file/${modelCode}/list.webp\\?v=`) })),
    };
    const info = ok<ProviderInfo>(await get(t, `/api/need/serverInfo?userId=${eve.id}`));
    expect(info).toMatchObject(expected);
    expect(info.works.map((w) => w.title)).toEqual(['床头柜', '书柜', '藤编椅', '布艺沙发']);
    const list = ok<Page<ProviderItem>>(await get(t, '/api/need/serverList?pageSize=100')).list;
    expect(list.find((p) => p.id === eve.id)).toMatchObject(expected);
    expect(list.find((p) => p.id === fresh.id)).toMatchObject({ works: [], worksCount: 0 });
    const ids = list.map((p) => p.id);
    expect(ids.indexOf(eve.id)).toBeLessThan(ids.indexOf(fresh.id));
  });
});
