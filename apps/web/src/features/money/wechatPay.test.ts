import { describe, expect, it, vi } from 'vitest';
import { sceneFor } from './format';
import { invokeWechatPay, wechatPayOutcomeText } from './wechatPay';

const PARAMS = {
  appId: 'wx8888888888888888',
  timeStamp: '1700000000',
  nonceStr: 'abc',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA',
  paySign: 'c2lnbg==',
};

/** A window as WeChat's browser makes it: the bridge now, later (after WeixinJSBridgeReady) or never. */
function fakeWindow(answer: string | null, arrives: 'now' | 'later' | 'never' = 'now') {
  const listeners = new Map<string, () => void>();
  const timers: (() => void)[] = [];
  const invoke = vi.fn((_name: string, _params: Record<string, string>, cb: (res: { err_msg?: string }) => void) =>
    cb({ err_msg: answer ?? '' }),
  );
  const win = {
    WeixinJSBridge: arrives === 'now' ? { invoke } : undefined,
    document: {
      addEventListener: (name: string, fn: () => void) => void listeners.set(name, fn),
      removeEventListener: (name: string) => void listeners.delete(name),
    },
    setTimeout: (fn: () => void) => void timers.push(fn),
  };
  const ready = () => {
    win.WeixinJSBridge = { invoke };
    listeners.get('WeixinJSBridgeReady')?.();
  };
  return {
    win: win as unknown as Parameters<typeof invokeWechatPay>[1],
    invoke,
    ready,
    timeout: () => timers.forEach((t) => t()),
  };
}

describe('WeChat Pay inside WeChat (JSAPI)', () => {
  it('chooses the JSAPI scene only in WeChat’s browser', () => {
    const wechat = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 MicroMessenger/8.0.42';
    const safari = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36';
    expect(sceneFor('wechat', wechat)).toBe('jsapi');
    expect(sceneFor('wechat', safari)).toBe('h5');
    expect(sceneFor('wechat', desktop)).toBe('qr');
    expect(sceneFor('alipay', wechat)).toBe('wap');
  });

  it('hands the server’s signed parameters to getBrandWCPayRequest and reads the payer’s answer', async () => {
    const ok = fakeWindow('get_brand_wcpay_request:ok');
    await expect(invokeWechatPay(PARAMS, ok.win)).resolves.toBe('ok');
    expect(ok.invoke).toHaveBeenCalledWith('getBrandWCPayRequest', PARAMS, expect.any(Function));
    await expect(invokeWechatPay(PARAMS, fakeWindow('get_brand_wcpay_request:cancel').win)).resolves.toBe('cancel');
    await expect(invokeWechatPay(PARAMS, fakeWindow('get_brand_wcpay_request:fail').win)).resolves.toBe('fail');
  });

  it('waits for the bridge when WeChat injects it after the page loaded', async () => {
    const late = fakeWindow('get_brand_wcpay_request:ok', 'later');
    const outcome = invokeWechatPay(PARAMS, late.win);
    late.ready();
    await expect(outcome).resolves.toBe('ok');
  });

  it('answers “unavailable” with a clear message outside WeChat', async () => {
    const none = fakeWindow(null, 'never');
    const outcome = invokeWechatPay(PARAMS, none.win);
    none.timeout();
    await expect(outcome).resolves.toBe('unavailable');
    expect(none.invoke).not.toHaveBeenCalled();
    expect(wechatPayOutcomeText('unavailable')).toContain('请在微信中打开本页面');
    expect(wechatPayOutcomeText('cancel')).toContain('订单保留');
  });
});
