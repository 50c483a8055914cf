import type { ModelDetail, MyLogo, MyWatermark, PackageView } from '@moxing/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, sha256, type TestApp } from '../../../test/harness.js';
import { fixture } from '../file/test-helpers.js';
import { get, insertModel, makeUser, ok, post, refused, upload, type TestUser } from '../library/fixtures.js';

/** Every gated feature through its own call: refused without the package (with the reason), working with it. */
describe.each(DIALECTS)('gated features follow the feature check on %s', (dialect) => {
  let t: TestApp;
  let op: TestUser;
  let packages: PackageView[];
  const QUOTA = 6000;
  const give = async (user: TestUser, title: string) => {
    const pkg = packages.find((p) => p.title.startsWith(title))!;
    ok(await post(t, '/api/rolerecord/recordrole', { userId: user.id, packageId: pkg.id, reason: '测试开通' }, op.token));
  };
  const detail = async (code: string, token?: string) =>
    ok<ModelDetail>(await get(t, `/api/model/detail?modelCode=${code}`, token));

  beforeAll(async () => {
    // A small default quota, so that the storage role's effect shows with small files.
    t = await createTestApp(dialect, { UPLOAD_USER_QUOTA_BYTES: QUOTA });
    op = await makeUser(t, 5, '运营');
    packages = ok<{ list: PackageView[] }>(await get(t, '/api/combopack/detail')).list;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('custom logo (LG3)', async () => {
    const ann = await makeUser(t, 2, '安');
    const png = await sharp({ create: { width: 64, height: 32, channels: 3, background: { r: 10, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    const picture = await upload(t, ann.token, 'logo.png', png);
    expect(ok<MyLogo>(await get(t, '/api/model/logo', ann.token)).allowed).toBe(false);
    refused(
      await post(t, '/api/model/saveLogo', { fileId: picture.fileId, position: 'topRight' }, ann.token),
      403,
      /自定义 Logo/,
    );
    await give(ann, '自定义 Logo');
    const saved = ok<MyLogo>(await post(t, '/api/model/saveLogo', { fileId: picture.fileId, position: 'topRight' }, ann.token));
    expect(saved.allowed).toBe(true);
    expect(saved.logo).not.toBeNull();
  });

  it('custom cover (ZDYJZFM12)', async () => {
    const ann = await makeUser(t, 2, '安二');
    const { modelCode } = await insertModel(t, ann, { title: '封面测试' });
    expect(ok<{ allowed: boolean }>(await get(t, `/api/model/cover?modelCode=${modelCode}`, ann.token)).allowed).toBe(false);
    refused(await post(t, '/api/model/saveCover', { modelCode, fileId: 'x'.repeat(20) }, ann.token), 403, /自定义封面/);
    await give(ann, '自定义封面');
    expect(ok<{ allowed: boolean }>(await get(t, `/api/model/cover?modelCode=${modelCode}`, ann.token)).allowed).toBe(true);
  });

  it('password access (MMFWMX21)', async () => {
    const ann = await makeUser(t, 2, '安三');
    const { modelCode } = await insertModel(t, ann, { title: '密码测试' });
    refused(await post(t, '/api/model/updateModelInfo', { modelCode, password: sha256('abc12345') }, ann.token), 403, /密码访问/);
    await give(ann, '密码访问');
    ok(await post(t, '/api/model/updateModelInfo', { modelCode, password: sha256('abc12345') }, ann.token));
    expect((await detail(modelCode)).locked).toBe(true);
  });

  it('watermark removal (SY2): the platform’s mark until the owner holds it, then off, their name or the platform’s', async () => {
    const ann = await makeUser(t, 2, '安四');
    const { modelCode } = await insertModel(t, ann, { title: '水印测试' });
    const platform = { show: true, text: '模型星球' };
    expect((await detail(modelCode)).watermark).toEqual(platform);
    expect(ok<MyWatermark>(await get(t, '/api/model/watermark', ann.token))).toEqual({
      allowed: false,
      mode: 'off',
      shown: platform,
    });
    refused(await post(t, '/api/model/saveWatermark', { mode: 'off' }, ann.token), 403, /去除水印/);
    expect((await detail(modelCode)).watermark).toEqual(platform);
    expect(packages.find((p) => p.title.startsWith('基础版'))!.description).toContain('去除水印');

    await give(ann, '基础版');
    expect((await detail(modelCode)).watermark).toEqual({ show: false, text: null });
    const named = ok<MyWatermark>(await post(t, '/api/model/saveWatermark', { mode: 'name' }, ann.token));
    expect(named).toEqual({ allowed: true, mode: 'name', shown: { show: true, text: '安四 · 模型星球' } });
    expect((await detail(modelCode)).watermark).toEqual({ show: true, text: '安四 · 模型星球' });
    ok(await post(t, '/api/model/saveWatermark', { mode: 'platform' }, ann.token));
    expect((await detail(modelCode)).watermark).toEqual(platform);
    ok(await post(t, '/api/model/saveWatermark', { mode: 'off' }, ann.token));
    expect((await detail(modelCode)).watermark).toEqual({ show: false, text: null });
    refused(await post(t, '/api/model/saveWatermark', { mode: 'hidden' }, ann.token), 400, /水印设置/);

    // Another owner's choice is their own; without SY2 their models keep the platform's mark.
    const bo = await makeUser(t, 2, '博四');
    const other = (await insertModel(t, bo, { title: '水印对照' })).modelCode;
    expect((await detail(other)).watermark).toEqual(platform);
  });

  it('AR try-on (ARPRO) for jewellery; plain AR stays free', async () => {
    const ann = await makeUser(t, 2, '安五');
    const ring = (await insertModel(t, ann, { title: '金戒指', type: '首饰', trade: '珠宝首饰' })).modelCode;
    const table = (await insertModel(t, ann, { title: '木桌', type: '家具', trade: '泛家居' })).modelCode;
    const ar = async (code: string) =>
      ok<{ available: boolean; reason: string | null }>(await get(t, `/api/armodel/checkArModel?modelCode=${code}`));
    expect(await ar(table)).toMatchObject({ available: true });
    expect(await ar(ring)).toMatchObject({ available: false, reason: expect.stringMatching(/AR 试戴/) });
    await give(ann, '专业版');
    expect(await ar(ring)).toMatchObject({ available: true, reason: null });
  });

  it('embed count (NQ1, MXNQGS): three models free, a fourth needs a package; embedded ones keep working', async () => {
    const ann = await makeUser(t, 2, '安六');
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) codes.push((await insertModel(t, ann, { title: `嵌入模型${i}` })).modelCode);
    for (const modelCode of codes.slice(0, 3))
      ok(await post(t, '/api/embed/view', { modelCode, referrer: 'https://a.example.com/p' }));
    refused(await post(t, '/api/embed/view', { modelCode: codes[3] }), 403, /模型嵌入.*上限/);
    ok(await post(t, '/api/embed/view', { modelCode: codes[0] }));
    const check = ok<{ list: { allowed: boolean; used: number; limit: number }[] }>(
      await get(t, '/api/rolerecord/checkrole?feature=embed', ann.token),
    );
    expect(check.list[0]).toMatchObject({ allowed: false, used: 3, limit: 3 });
    await give(ann, '基础版');
    ok(await post(t, '/api/embed/view', { modelCode: codes[3] }));
  });

  it('upload count (MXUNUM): fifty models free, then a package raises it', async () => {
    const ann = await makeUser(t, 2, '安七');
    for (let i = 0; i < 50; i++) await insertModel(t, ann, { title: `已有模型${i}` });
    const box = await upload(t, ann.token, 'box.glb', fixture('glb/BoxTextured.glb'));
    const body = { fileIds: [box.fileId], title: '新模型', trade: '泛家居', price: 0 };
    refused(await post(t, '/api/model/uploadModel', body, ann.token), 403, /模型上传.*上限.*50/);
    await give(ann, '基础版');
    ok(await post(t, '/api/model/uploadModel', body, ann.token));
  });

  it('storage space (CCKJ10): the upload quota follows the role', async () => {
    const ann = await makeUser(t, 2, '安八');
    const big = await sharp({
      create: {
        width: 64,
        height: 64,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(QUOTA);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/common/file/upload',
      payload: multipart('big.png', big),
      headers: { token: ann.token, 'content-type': 'multipart/form-data; boundary=gate' },
    });
    refused(res, 413, /存储空间不足/);
    expect(ok<{ quotaBytes: number }>(await get(t, '/api/rolerecord/checkroledisk', ann.token)).quotaBytes).toBe(QUOTA);
    await give(ann, '存储扩容');
    expect(ok<{ quotaBytes: number }>(await get(t, '/api/rolerecord/checkroledisk', ann.token)).quotaBytes).toBe(100 * 1024 ** 3);
    await upload(t, ann.token, 'big.png', big);
  });
});

function multipart(name: string, bytes: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--gate\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n--gate--\r\n'),
  ]);
}
