import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompilationCard, CompilationView } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, insertModel, makeUser, ok, post, refused, tinyPng, upload, type TestUser } from '../library/fixtures.js';

type Page<T> = { list: T[]; total: number; pageNum: number; pageSize: number };

describe.each(DIALECTS)('compilations on %s', (dialect) => {
  let t: TestApp;
  let ann: TestUser;
  let bob: TestUser;
  let op: TestUser;
  let showId: number;
  const codes: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(dialect);
    ann = await makeUser(t, 2, '安设计');
    bob = await makeUser(t, 0, '博访客');
    op = await makeUser(t, 5, '运营');
    codes.chair = (await insertModel(t, ann, { title: '圆椅', price: 9900 })).modelCode;
    codes.lamp = (await insertModel(t, bob, { title: '台灯' })).modelCode;
    codes.sofa = (await insertModel(t, bob, { title: '沙发' })).modelCode;
    codes.secret = (await insertModel(t, bob, { title: '私人草图', visibility: 'private' })).modelCode;
    const { id } = ok<{ id: number }>(
      await post(t, '/api/show/save', { kind: 2, title: '家具品牌秀', template: 'gallery' }, ann.token),
    );
    ok(
      await post(
        t,
        '/api/show/saveModels',
        { id, placements: [{ slot: 0, modelCode: codes.chair, rotation: 0, scale: 1 }] },
        ann.token,
      ),
    );
    ok(await post(t, '/api/show/publish', { id }, ann.token));
    showId = id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const save = (body: Record<string, unknown>, token = ann.token) =>
    post(t, '/api/compilation/save', { title: '客厅灵感', isPublic: true, items: [], ...body }, token);
  const detail = (id: number, token?: string) => get(t, `/api/compilation/getDetail?id=${id}`, token);

  it('makes an ordered set of public models and published shows, listed once public', async () => {
    const items = [
      { kind: 'show', ref: String(showId) },
      { kind: 'model', ref: codes.lamp },
      { kind: 'model', ref: codes.chair },
    ];
    const { id } = ok<{ id: number }>(await save({ description: '几件好看的家具', items }));
    const view = ok<CompilationView>(await detail(id));
    expect(view).toMatchObject({
      title: '客厅灵感',
      description: '几件好看的家具',
      owner: { id: ann.id, nickname: '安设计' },
      modelCount: 2,
      showCount: 1,
      isPublic: true,
      featured: false,
      isOwner: false,
      coverFileId: null,
    });
    expect(view.items.map((i) => [i.kind, i.title, i.url])).toEqual([
      ['show', '家具品牌秀', `/showDetail?id=${showId}`],
      ['model', '台灯', `/modelinfo/${codes.lamp}`],
      ['model', '圆椅', `/modelinfo/${codes.chair}`],
    ]);
    expect(view.items[0]!.note).toBe('品牌秀 · 1 件展品');
    expect(view.items[1]!.note).toBe('免费');
    // Without a cover of its own, the picture of the first entry that has one (the show has none).
    expect(view.items[0]!.cover).toBeNull();
    expect(view.cover).toBe(view.items[1]!.cover);
    expect(view.cover).not.toBeNull();

    const list = ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList'));
    expect(list.list.map((c) => c.id)).toContain(id);
    expect(ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList?keyword=灵感')).total).toBe(1);
    expect(ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList?keyword=书房')).total).toBe(0);

    // Reordered and trimmed by saving the whole list again.
    ok(await save({ id, items: [items[2], items[0]] }));
    expect(ok<CompilationView>(await detail(id)).items.map((i) => i.ref)).toEqual([codes.chair, String(showId)]);
  });

  it('keeps private compilations to their owner and hides entries that are no longer public from visitors', async () => {
    const cover = await upload(t, ann.token, 'cover.png', await tinyPng(7));
    const { id } = ok<{ id: number }>(
      await save({
        title: '私藏',
        isPublic: false,
        coverFileId: cover.fileId,
        items: [
          { kind: 'model', ref: codes.sofa },
          { kind: 'show', ref: String(showId) },
        ],
      }),
    );
    refused(await detail(id, bob.token), 404, '合辑不存在或未公开');
    refused(await detail(id), 404);
    const own = ok<CompilationView>(await detail(id, ann.token));
    expect(own).toMatchObject({
      isOwner: true,
      isPublic: false,
      coverFileId: cover.fileId,
      cover: `/api/common/file/${cover.fileId}`,
    });
    expect(ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList?keyword=私藏')).total).toBe(0);
    expect(ok<Page<CompilationCard>>(await get(t, '/api/compilation/myList', ann.token)).list.map((c) => c.id)).toContain(id);

    // Public now; then the sofa goes private and the show offline.
    ok(await save({ id, title: '私藏', isPublic: true, items: own.items.map((i) => ({ kind: i.kind, ref: i.ref })) }));
    await t.db.kysely.updateTable('models').set({ visibility: 'private' }).where('model_code', '=', codes.sofa!).execute();
    ok(await post(t, '/api/show/unpublish', { id: showId }, ann.token));
    expect(ok<CompilationView>(await detail(id, bob.token)).items).toEqual([]);
    const owners = ok<CompilationView>(await detail(id, ann.token)).items;
    expect(owners.map((i) => [i.title, i.available])).toEqual([
      ['已不公开的模型', false],
      ['已下线的展厅', false],
    ]);
    ok(await post(t, '/api/show/publish', { id: showId }, ann.token));
    await t.db.kysely.updateTable('models').set({ visibility: 'public' }).where('model_code', '=', codes.sofa!).execute();
  });

  it('refuses private, unknown or repeated entries, others’ covers and someone else’s compilation', async () => {
    refused(await save({ items: [{ kind: 'model', ref: codes.secret }] }), 404, `模型 ${codes.secret} 不存在或未公开`);
    refused(await save({ items: [{ kind: 'model', ref: 'nosuchmodel' }] }), 404, '不存在或未公开');
    refused(await save({ items: [{ kind: 'show', ref: '999999' }] }), 404, '展厅 999999 不存在或未发布');
    refused(await save({ items: [{ kind: 'show', ref: 'abc' }] }), 400, '展厅编号“abc”不正确');
    refused(await save({ items: [{ kind: 'cat', ref: 'x' }] }), 400, '合辑内容只能是模型或展厅');
    refused(
      await save({
        items: [
          { kind: 'model', ref: codes.lamp },
          { kind: 'model', ref: codes.lamp },
        ],
      }),
      400,
      '重复',
    );
    refused(await save({ title: '' }), 400, '请填写合辑名称');
    refused(await save({ title: '合'.repeat(41) }), 400, '最多 40 字');
    refused(await save({}, ''), 401);
    const theirs = await upload(t, bob.token, 'theirs.png', await tinyPng(8));
    refused(await save({ coverFileId: theirs.fileId }), 403);

    const { id } = ok<{ id: number }>(await save({ title: '安的合辑' }));
    refused(await save({ id, title: '抢来的' }, bob.token), 403, '这不是你的合辑');
    refused(await post(t, '/api/compilation/delete', { id }, bob.token), 403, '这不是你的合辑');
    refused(await save({ id: 999999 }), 404, '合辑不存在');
    expect(ok<CompilationView>(await detail(id)).title).toBe('安的合辑');
    expect(ok(await post(t, '/api/compilation/delete', { id }, ann.token))).toEqual({ id });
    refused(await detail(id, ann.token), 404, '合辑不存在或已删除');
  });

  it('lets operators feature public compilations at the top of the list, and nobody else', async () => {
    const { id: plain } = ok<{ id: number }>(await save({ title: '普通合辑' }, bob.token));
    const { id: star } = ok<{ id: number }>(await save({ title: '精选合辑' }, bob.token));
    const { id: hidden } = ok<{ id: number }>(await save({ title: '私密合辑', isPublic: false }, bob.token));
    refused(await post(t, '/api/compilation/feature', { id: star, featured: true }, bob.token), 403);
    refused(await post(t, '/api/compilation/feature', { id: hidden, featured: true }, op.token), 409, '私密合辑不能推荐');
    refused(await post(t, '/api/compilation/feature', { id: 999999, featured: true }, op.token), 404);
    expect(ok<CompilationView>(await post(t, '/api/compilation/feature', { id: star, featured: true }, op.token)).featured).toBe(
      true,
    );
    // Saved later, the plain one is still below the featured one.
    ok(await save({ id: plain, title: '普通合辑' }, bob.token));
    const list = ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList?pageSize=50')).list;
    expect(list[0]!.id).toBe(star);
    expect(list.findIndex((c) => c.id === plain)).toBeGreaterThan(0);
    expect(ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList?featured=1')).list.map((c) => c.id)).toEqual([star]);
    refused(await get(t, '/api/compilation/getList?featured=2'), 400);
    // Made private by its owner, it leaves the featured list.
    ok(await save({ id: star, title: '精选合辑', isPublic: false }, bob.token));
    expect(ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList?featured=1')).total).toBe(0);
    ok(await post(t, '/api/compilation/feature', { id: plain, featured: true }, op.token));
    ok(await post(t, '/api/compilation/feature', { id: plain, featured: false }, op.token));
    expect(ok<Page<CompilationCard>>(await get(t, '/api/compilation/getList?featured=1')).total).toBe(0);
  });
});
