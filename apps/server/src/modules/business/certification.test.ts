import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  UserType,
  isCreditCode,
  isResidentId,
  type AdminCertification,
  type BannerConfig,
  type BidView,
  type Certification,
  type CommentItem,
  type MessageItem,
  type ModelCard,
  type ModelDetail,
} from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { insertModel, tinyPng } from '../library/fixtures.js';
import { BYTES, demandForm, get, makeUser, ok, post, refused, upload, type TestUser } from '../demand/fixtures.js';
import { allowedActions, transition } from './transitions.js';

const ID = '11010519491231002X';
const CREDIT = '91350100M000100Y43';

describe('check digits', () => {
  it('accepts resident ID numbers with a right check digit and a real birth date only', () => {
    expect(isResidentId(ID)).toBe(true);
    expect(isResidentId(ID.toLowerCase())).toBe(true);
    expect(isResidentId('110105194912310021')).toBe(false);
    expect(isResidentId('11010519491331002X')).toBe(false);
    expect(isResidentId('110105194902300020')).toBe(false);
    expect(isResidentId('1101051949123100')).toBe(false);
  });
  it('accepts unified social credit codes with a right check character only', () => {
    expect(isCreditCode(CREDIT)).toBe(true);
    expect(isCreditCode('91110000600037341L')).toBe(true);
    expect(isCreditCode('91350100M000100Y44')).toBe(false);
    expect(isCreditCode('91350100M000100YI3')).toBe(false);
  });
});

describe('the certification state machine', () => {
  it('lets operators decide pending applications and owners resubmit rejected ones', () => {
    expect(transition('pending', 'approve', 'operator')).toBe('approved');
    expect(transition('pending', 'reject', 'operator')).toBe('rejected');
    expect(transition('rejected', 'resubmit', 'owner')).toBe('pending');
    expect(() => transition('pending', 'approve', 'owner')).toThrow('只有运营人员可以通过认证');
    expect(() => transition('approved', 'reject', 'operator')).toThrow('已通过的认证不能驳回');
    expect(() => transition('pending', 'resubmit', 'owner')).toThrow('审核中的认证不能重新提交');
    expect(() => transition('approved', 'resubmit', 'owner')).toThrow('已通过的认证不能重新提交');
    expect(allowedActions('pending', 'operator')).toEqual(['approve', 'reject']);
    expect(allowedActions('pending', 'owner')).toEqual([]);
    expect(allowedActions('rejected', 'owner')).toEqual(['resubmit']);
    expect(allowedActions('approved', 'owner')).toEqual([]);
  });
});

describe.each(DIALECTS)('certification on %s', (dialect) => {
  let t: TestApp;
  let person: TestUser;
  let company: TestUser;
  let operator: TestUser;
  let other: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    person = await makeUser(t, UserType.modeller, '木作匠人');
    company = await makeUser(t, UserType.brand, '星河家居');
    operator = await makeUser(t, UserType.operator, '运营小王');
    other = await makeUser(t, UserType.buyer, '路人');
  });
  afterAll(async () => {
    await t?.close();
  });

  const photo = async (u: TestUser, seed: number) => (await upload(t, u.token, `p${seed}.png`, await tinyPng(seed))).fileId;
  const mine = (u: TestUser) => get(t, '/api/user/getCertification', u.token);

  it('a person applies with a checked ID number and private photos; while pending the answer is code 100', async () => {
    expect(ok(await mine(person))).toBeNull();
    const front = await photo(person, 1);
    const back = await photo(person, 2);
    const applied = ok<Certification>(
      await post(
        t,
        '/api/user/commitCertification',
        { kind: 'person', realName: '张三', idNumber: ID.toLowerCase(), frontFileId: front, backFileId: back },
        person.token,
      ),
    );
    expect(applied).toMatchObject({
      kind: 'person',
      name: '张三',
      number: `1${'*'.repeat(16)}X`,
      status: 'pending',
      actions: [],
    });
    expect(applied.photos.map((p) => p.label)).toEqual(['身份证人像面', '身份证国徽面']);

    const pending = (await mine(person)).json<{ code: string; msg: string }>();
    expect(pending.code).toBe('100');
    expect(pending.msg).toBe('实名认证审核中，请耐心等待');

    // The photos are private: their owner and operators read them, nobody else.
    const url = applied.photos[0]!.url;
    expect((await get(t, url, person.token)).statusCode).toBe(200);
    expect((await get(t, url, operator.token)).statusCode).toBe(200);
    refused(await get(t, url, other.token), 403, '没有权限查看此文件');
    refused(await get(t, url), 401, '请先登录后查看此文件');

    // A second application while one waits is refused.
    refused(
      await post(
        t,
        '/api/user/commitCertification',
        { kind: 'person', realName: '张三', idNumber: ID, frontFileId: front, backFileId: back },
        person.token,
      ),
      409,
      '审核中的认证不能重新提交',
    );
  });

  it("refuses wrong check digits, photos that are not images and other people's photos", async () => {
    const front = await photo(other, 3);
    const back = await photo(other, 4);
    const pdf = (await upload(t, other.token, 'licence.pdf', BYTES.pdf)).fileId;
    const commit = (body: Record<string, unknown>) => post(t, '/api/user/commitCertification', body, other.token);
    refused(
      await commit({ kind: 'person', realName: '李四', idNumber: '110105194912310021', frontFileId: front, backFileId: back }),
      400,
      '身份证号码不正确，请核对出生日期与最后一位校验码',
    );
    refused(
      await commit({ kind: 'company', companyName: '某公司', creditCode: '91350100M000100Y44', licenceFileId: front }),
      400,
      '统一社会信用代码不正确，请核对最后一位校验码',
    );
    refused(
      await commit({ kind: 'company', companyName: '某公司', creditCode: CREDIT, licenceFileId: pdf }),
      400,
      '认证照片只支持 PNG、JPEG、WebP 图片，“licence.pdf”不是图片',
    );
    refused(
      await commit({ kind: 'person', realName: '李四', idNumber: ID, frontFileId: front, backFileId: front }),
      400,
      '身份证两面须是两张不同的照片',
    );
    const foreign = await photo(person, 5);
    refused(
      await commit({ kind: 'company', companyName: '某公司', creditCode: CREDIT, licenceFileId: foreign }),
      403,
      '不属于你',
    );
    refused(await commit({ kind: 'robot' }), 400, '请选择个人认证或企业认证');
    expect(ok(await mine(other))).toBeNull();
  });

  it('an operator rejects with a reason, the company resubmits, the operator approves; messages tell the user', async () => {
    const licence = await photo(company, 6);
    const body = { kind: 'company', companyName: '星河家居有限公司', creditCode: CREDIT, licenceFileId: licence };
    const applied = ok<Certification>(await post(t, '/api/user/commitCertification', body, company.token));

    refused(await get(t, '/api/admin/certification/list', company.token), 403, '');
    const queue = ok<{ list: AdminCertification[]; total: number }>(
      await get(t, '/api/admin/certification/list?status=pending', operator.token),
    );
    const row = queue.list.find((c) => c.id === applied.id)!;
    expect(row).toMatchObject({ number: CREDIT, actions: ['approve', 'reject'], user: { id: company.id, nickname: '星河家居' } });

    const review = (b: Record<string, unknown>, u = operator) => post(t, '/api/admin/certification/review', b, u.token);
    refused(await review({ id: applied.id, action: 'reject' }), 400, '请填写驳回原因');
    refused(await review({ id: applied.id, action: 'approve' }, company), 403, '');
    const rejected = ok<AdminCertification>(await review({ id: applied.id, action: 'reject', reason: '营业执照照片不清晰' }));
    expect(rejected).toMatchObject({ status: 'rejected', reason: '营业执照照片不清晰', actions: [] });
    refused(await review({ id: applied.id, action: 'approve' }), 409, '未通过的认证不能通过');

    const seen = ok<Certification>(await mine(company));
    expect(seen).toMatchObject({ status: 'rejected', reason: '营业执照照片不清晰', actions: ['resubmit'] });

    const again = ok<Certification>(
      await post(t, '/api/user/commitCertification', { ...body, licenceFileId: await photo(company, 7) }, company.token),
    );
    expect(again).toMatchObject({ id: applied.id, status: 'pending', reason: null });
    const approved = ok<AdminCertification>(await review({ id: applied.id, action: 'approve' }));
    expect(approved).toMatchObject({ status: 'approved', reason: null });
    expect(ok<Certification>(await mine(company))).toMatchObject({ status: 'approved', actions: [] });
    refused(await post(t, '/api/user/commitCertification', body, company.token), 409, '已通过的认证不能重新提交');

    const messages = ok<{ list: MessageItem[] }>(await get(t, '/api/message/getList?pageNum=1&pageSize=10', company.token));
    expect(messages.list.map((m) => m.title)).toEqual(['企业认证已通过', '企业认证未通过']);
    expect(messages.list[1]!.content).toContain('营业执照照片不清晰');
    expect(await t.services.certification.badges([company.id, person.id, other.id])).toEqual(new Map([[company.id, 'company']]));
  });

  it('draws the badge of certified users on model cards and pages, spaces, bids and comments, and of nobody else', async () => {
    // The person's application (still pending from the first test) is approved too.
    const pending = ok<{ list: AdminCertification[] }>(
      await get(t, '/api/admin/certification/list?status=pending', operator.token),
    );
    const personApplication = pending.list.find((c) => c.user.id === person.id)!;
    ok(await post(t, '/api/admin/certification/review', { id: personApplication.id, action: 'approve' }, operator.token));

    const sofa = await insertModel(t, company, { title: '认证企业的沙发' });
    const detail = ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${sofa.modelCode}`));
    expect(detail.authorInfo.certified).toBe('company');
    const cards = ok<{ list: ModelCard[] }>(await get(t, '/api/model/list?pageNum=1&pageSize=50'));
    expect(cards.list.find((c) => c.modelCode === sofa.modelCode)?.author.certified).toBe('company');

    const space = (u: TestUser) => get(t, `/api/user/getBannerConfig?userId=${u.id}`);
    expect(ok<BannerConfig>(await space(company)).certified).toBe('company');
    expect(ok<BannerConfig>(await space(other)).certified).toBeNull();

    ok(await post(t, '/api/model/comment/add', { modelCode: sofa.modelCode, content: '做工不错' }, person.token));
    ok(await post(t, '/api/model/comment/add', { modelCode: sofa.modelCode, content: '想买' }, other.token));
    const comments = ok<{ list: CommentItem[] }>(await get(t, `/api/model/comment/list?modelCode=${sofa.modelCode}`));
    expect(comments.list.map((c) => [c.content, c.user.certified])).toEqual([
      ['想买', null],
      ['做工不错', 'person'],
    ]);

    const { code } = ok<{ code: string }>(await post(t, '/api/need/create', demandForm(), other.token));
    ok(await post(t, '/api/need/admin/approve', { code }, operator.token));
    ok(await post(t, '/api/need/needBid', { code, price: 80000, days: 5, message: '可以做' }, person.token));
    const bids = ok<{ list: BidView[] }>(await get(t, `/api/need/getBidList?code=${code}`, other.token));
    expect(bids.list.map((b) => b.modeller.certified)).toEqual(['person']);
  });
});
