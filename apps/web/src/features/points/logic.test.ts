import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent } from 'react';
import { describe, expect, it } from 'vitest';
import type { DayTask, MallGoods } from '@moxing/shared';
import {
  cycleDays,
  goodsForm,
  goodsGives,
  needsAddress,
  pictureProblem,
  redeemBlock,
  signedPoints,
  taskButton,
  useGoodsPictureUpload,
} from './logic';

const task = (over: Partial<DayTask>): DayTask => ({
  code: 'comment',
  title: '发表评论',
  description: '',
  reward: 5,
  target: 1,
  progress: 0,
  claimed: false,
  actions: [],
  ...over,
});

const goods = (over: Partial<MallGoods>): MallGoods => ({
  id: 1,
  title: '10 金币',
  picture: '/mall/coins.svg',
  kind: 'coins',
  kindName: '金币',
  pointsPrice: 100,
  stock: 3,
  packageId: null,
  days: null,
  coins: 10,
  description: '',
  onSale: true,
  ...over,
});

describe('points logic', () => {
  it('shows a task button from its actions only', () => {
    expect(taskButton(task({ code: 'signIn', actions: ['signIn'] }))).toEqual({ label: '签到', action: 'signIn' });
    expect(taskButton(task({ progress: 1, actions: ['claim'] }))).toEqual({ label: '领取', action: 'comment' });
    // Progress complete but no action from the server: no claim button.
    expect(taskButton(task({ progress: 1 }))).toEqual({ label: '去完成', action: null });
    expect(taskButton(task({ progress: 1, claimed: true }))).toEqual({ label: '已完成', action: null });
  });

  it('counts the days of the 7-day sign-in cycle', () => {
    expect([0, 1, 6, 7, 8, 14].map(cycleDays)).toEqual([0, 1, 6, 7, 1, 7]);
    expect(signedPoints(5)).toBe('+5');
    expect(signedPoints(-30)).toBe('-30');
  });

  it('says why goods cannot be redeemed and which need an address', () => {
    expect(redeemBlock(goods({}), 100)).toBeNull();
    expect(redeemBlock(goods({}), 99)).toBe('积分不足');
    expect(redeemBlock(goods({ stock: 0 }), 1000)).toBe('已兑完');
    expect(redeemBlock(goods({}), undefined)).toBeNull();
    expect(needsAddress(goods({ kind: 'physical' }))).toBe(true);
    expect(needsAddress(goods({}))).toBe(false);
  });

  it('says what goods give, and refuses a picture before it is sent', () => {
    expect(goodsGives(goods({}))).toBe('金币 · 10 个');
    expect(goodsGives(goods({ kind: 'membership', kindName: '会员套餐', coins: null, packageId: 2, days: 45 }))).toBe(
      '会员套餐 · 45 天',
    );
    expect(goodsGives(goods({ kind: 'physical', kindName: '实物', coins: null }))).toBe('实物');
    expect(pictureProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(pictureProblem({ type: 'image/gif', size: 1000 })).toMatch(/PNG、JPEG、WebP/);
    expect(pictureProblem({ type: 'image/webp', size: 3 * 1024 * 1024 })).toMatch(/不能超过 2 MB/);
  });

  it('starts the goods editor from the goods or from defaults', () => {
    expect(goodsForm({})).toMatchObject({ kind: 'coins', onSale: true, picture: '/mall/coins.svg', days: 30 });
    expect(goodsForm(goods({ kind: 'physical', coins: null, title: '杯子' }))).toMatchObject({
      kind: 'physical',
      title: '杯子',
      coins: undefined,
    });
  });

  it('says why a chosen picture is refused, without sending it, and lets the same file be chosen again', () => {
    const failed: string[] = [];
    const sent: string[] = [];
    const { result } = renderHook(() =>
      useGoodsPictureUpload(
        (file) => sent.push(file.url),
        (text) => failed.push(text),
      ),
    );
    const input = document.createElement('input');
    input.type = 'file';
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    Object.defineProperty(input, 'files', { value: [gif] });
    act(() => result.current.inputProps.onChange({ target: input } as unknown as ChangeEvent<HTMLInputElement>));
    expect(failed).toEqual(['商品图片只支持 PNG、JPEG、WebP 图片']);
    expect(sent).toEqual([]);
    expect(result.current.uploading).toBe(false);
    expect(input.value).toBe('');
  });
});
