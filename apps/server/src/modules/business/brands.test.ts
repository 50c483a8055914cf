import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType, type Brand, type ShowCard, type ShowView } from '@moxing/shared';
import { DIALECTS, createTestApp, type TestApp } from '../../../test/harness.js';
import { get, makeUser, ok, post, refused, upload, type TestUser } from '../demand/fixtures.js';
import { textAsPicture } from '../file/test-helpers.js';
import { insertModel, tinyPng } from '../library/fixtures.js';

/** Brands shown (issue 18): a show tagged with one of the company's brands, on its page and in the hall. */
describe.each(DIALECTS)('brands on shows on %s', (dialect) => {
  let t: TestApp;
  let company: TestUser;
  let rival: TestUser;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    company = await makeUser(t, UserType.brand, '星河家居');
    rival = await makeUser(t, UserType.brand, '对手公司');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses text posing as a company or brand logo', async () => {
    const text = await textAsPicture(t, company.token);
    const profile = { name: '星河家居有限公司', licenceNumber: '91350100M000100Y43', address: '福州', industry: '家居' };
    refused(
      await post(t, '/api/api/company/save', { ...profile, logoFileId: text }, company.token),
      400,
      '企业标志只支持 PNG、JPEG、WebP 图片，“说明.txt”不是图片',
    );
    refused(
      await post(t, '/api/company/brand/save', { name: '星河', logoFileId: text }, company.token),
      400,
      '品牌标志只支持 PNG、JPEG、WebP 图片，“说明.txt”不是图片',
    );
  });

  it("tags a show with the company's brand, shows it with its logo, and refuses another company's brand", async () => {
    const logo = (await upload(t, company.token, 'logo.png', await tinyPng(3))).fileId;
    const brand = ok<Brand>(await post(t, '/api/company/brand/save', { name: '星河', logoFileId: logo }, company.token));
    const theirs = ok<Brand>(await post(t, '/api/company/brand/save', { name: '对手品牌' }, rival.token));
    const body = { kind: 2, title: '星河品牌秀', template: 'gallery' };
    refused(await post(t, '/api/show/save', { ...body, brandId: theirs.id }, company.token), 403, '只能选择本企业自己的品牌');
    refused(await post(t, '/api/show/save', { ...body, brandId: 'x' }, company.token), 400, '品牌编号不正确');
    const { id } = ok<{ id: number }>(await post(t, '/api/show/save', { ...body, brandId: brand.id }, company.token));
    const sofa = await insertModel(t, company, { title: '品牌沙发' });
    ok(
      await post(
        t,
        '/api/show/saveModels',
        { id, placements: [{ slot: 0, modelCode: sofa.modelCode, rotation: 0, scale: 1 }] },
        company.token,
      ),
    );
    ok(await post(t, '/api/show/publish', { id }, company.token));
    const expected = { id: brand.id, name: '星河', logo: `/api/common/file/${logo}` };
    expect(ok<ShowView>(await get(t, `/api/show/getShow?id=${id}`)).brand).toEqual(expected);
    const hall = ok<{ list: ShowCard[] }>(await get(t, '/api/exhibitionHall/getHallList?pageNum=1&pageSize=10'));
    expect(hall.list.find((s) => s.id === id)?.brand).toEqual(expected);
    // Saving without brandId keeps the tag; null removes it.
    ok(await post(t, '/api/show/save', { id, ...body, title: '星河春季秀' }, company.token));
    expect(ok<ShowView>(await get(t, `/api/show/getShow?id=${id}`)).brand).toEqual(expected);
    ok(await post(t, '/api/show/save', { id, ...body, brandId: null }, company.token));
    expect(ok<ShowView>(await get(t, `/api/show/getShow?id=${id}`)).brand).toBeNull();
  });

  it('deleting a brand removes it from the models and shows tagged with it', async () => {
    const brand = ok<Brand>(await post(t, '/api/company/brand/save', { name: '将删除' }, company.token));
    const { id } = ok<{ id: number }>(
      await post(t, '/api/show/save', { kind: 1, title: '临时展', template: 'gallery', brandId: brand.id }, company.token),
    );
    const lamp = await insertModel(t, company, { title: '品牌台灯' });
    ok(await post(t, '/api/model/updateModelInfo', { modelCode: lamp.modelCode, brandId: brand.id }, company.token));
    ok(await post(t, '/api/company/brand/delete', { id: brand.id }, company.token));
    expect(ok<ShowView>(await get(t, `/api/show/getShow?id=${id}`, company.token)).brand).toBeNull();
    expect(ok<{ brand: unknown }>(await get(t, `/api/model/detail?modelCode=${lamp.modelCode}`)).brand).toBeNull();
  });
});
