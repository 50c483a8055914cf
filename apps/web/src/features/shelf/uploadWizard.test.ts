import { describe, expect, it } from 'vitest';
import { buildUploadBody, elapsedText, lightweightAction, stepOf, titleFromFileName, yuanToFen } from './uploadWizard';

describe('yuanToFen', () => {
  it('turns yuan into integer fen without floating-point surprises', () => {
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(12.5)).toBe(1250);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996
    expect(yuanToFen(1_000_000)).toBe(100_000_000);
  });

  it('refuses what is not an amount of yuan with at most two decimals', () => {
    expect(yuanToFen('1.234')).toBeNull();
    expect(yuanToFen(-1)).toBeNull();
    expect(yuanToFen('abc')).toBeNull();
    expect(yuanToFen(Number.NaN)).toBeNull();
    expect(yuanToFen(null)).toBeNull();
  });
});

describe('buildUploadBody', () => {
  const ok = { title: ' 北欧餐椅 ', trade: '泛家居', priceMode: 'free' as const, description: '实木' };

  it('builds the model/uploadModel body: free is price 0 with free download, type defaults to 其他', () => {
    expect(buildUploadBody(ok, ['f1', 'f2'])).toEqual({
      ok: true,
      body: {
        fileIds: ['f1', 'f2'],
        title: '北欧餐椅',
        description: '实木',
        type: '其他',
        trade: '泛家居',
        price: 0,
        freeDownload: true,
      },
    });
  });

  it('keeps negotiable apart from free: price 0 without free download', () => {
    const r = buildUploadBody({ ...ok, priceMode: 'negotiable' }, ['f1']);
    expect(r.ok && r.body).toMatchObject({ price: 0, freeDownload: false });
  });

  it('converts a paid price in yuan to fen', () => {
    const r = buildUploadBody({ ...ok, type: '家具', priceMode: 'paid', priceYuan: 99.9 }, ['f1']);
    expect(r.ok && r.body).toMatchObject({ price: 9990, type: '家具' });
  });

  it('names each wrong field in Chinese', () => {
    const r = buildUploadBody({ title: '  ', priceMode: 'paid', priceYuan: 0 }, []);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.title).toBe('请填写模型名称');
    expect(r.errors.trade).toBe('请选择所属行业');
    expect(r.errors.priceYuan).toMatch(/价格须大于 0/);
    expect(r.errors.fileIds).toBe('请先上传模型文件');
  });

  it('refuses a price above the maximum and a trade outside TRADES', () => {
    const r = buildUploadBody({ ...ok, trade: '航天', priceMode: 'paid', priceYuan: 2_000_000 }, ['f']);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.errors.priceYuan).toBe('价格过高');
    expect(r.errors.trade).toBe('请选择所属行业');
  });
});

describe('the lightweight button', () => {
  it('offers to adjust the light model the pipeline made, and to make one only when there is none', () => {
    expect(lightweightAction({ files: { light: '/api/model/file/a/light.glb' } })).toBe('调整轻量模型');
    expect(lightweightAction({ files: { light: null } })).toBe('生成轻量模型');
  });
});

describe('processing steps', () => {
  const t = { queuedAt: 'x', convertingAt: null, optimizingAt: null, renderingAt: null, readyAt: null, failedAt: null };

  it('maps the pipeline stages to 排队中/转换中/优化中/生成轻量模型/渲染封面/完成', () => {
    expect(stepOf({ status: 'queued', stage: 'queued', timestamps: t })).toEqual({ current: 0, failed: false, done: false });
    expect(stepOf({ status: 'processing', stage: 'detect', timestamps: t }).current).toBe(1);
    expect(stepOf({ status: 'processing', stage: 'convert', timestamps: t }).current).toBe(1);
    expect(stepOf({ status: 'processing', stage: 'optimize', timestamps: t }).current).toBe(2);
    expect(stepOf({ status: 'processing', stage: 'light', timestamps: t }).current).toBe(3);
    expect(stepOf({ status: 'processing', stage: 'render', timestamps: t }).current).toBe(4);
    expect(stepOf({ status: 'processing', stage: 'store', timestamps: t }).current).toBe(4);
    expect(stepOf({ status: 'ready', stage: 'ready', timestamps: t })).toEqual({ current: 5, failed: false, done: true });
  });

  it('places a failure at the last stage that started', () => {
    expect(stepOf({ status: 'failed', stage: 'failed', timestamps: { ...t, convertingAt: 'a', failedAt: 'b' } })).toEqual({
      current: 1,
      failed: true,
      done: false,
    });
    expect(
      stepOf({ status: 'failed', stage: 'failed', timestamps: { ...t, convertingAt: 'a', optimizingAt: 'b', renderingAt: 'c' } })
        .current,
    ).toBe(4);
    expect(stepOf({ status: 'failed', stage: 'failed', timestamps: t }).current).toBe(0);
  });

  it('formats the elapsed time', () => {
    expect(elapsedText(4_400)).toBe('4 秒');
    expect(elapsedText(65_000)).toBe('1 分 05 秒');
  });
});

describe('titleFromFileName', () => {
  it('makes a title of the model file name', () => {
    expect(titleFromFileName('models/chair_v2.final.fbx')).toBe('chair v2.final');
    expect(titleFromFileName('北欧 餐椅.glb')).toBe('北欧 餐椅');
  });
});
