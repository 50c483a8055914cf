/**
 * WeChat Pay inside WeChat (JSAPI): the server's signed parameters handed to WeixinJSBridge's getBrandWCPayRequest.
 * The bridge's answer only says what the payer did; the order becomes paid when WeChat Pay's notification arrives,
 * so the caller then polls the order.
 */

export type WechatPayOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

interface Bridge {
  invoke(name: string, params: Record<string, string>, callback: (res: { err_msg?: string }) => void): void;
}

interface BridgeWindow {
  WeixinJSBridge?: Bridge;
  document: Pick<Document, 'addEventListener' | 'removeEventListener'>;
  setTimeout: (fn: () => void, ms: number) => unknown;
}

/** How long to wait for WeChat to inject its bridge when the page has just loaded. */
const READY_WAIT_MS = 3000;

function bridgeOf(win: BridgeWindow): Promise<Bridge | null> {
  if (win.WeixinJSBridge) return Promise.resolve(win.WeixinJSBridge);
  return new Promise((resolve) => {
    const ready = () => {
      win.document.removeEventListener('WeixinJSBridgeReady', ready);
      resolve(win.WeixinJSBridge ?? null);
    };
    win.document.addEventListener('WeixinJSBridgeReady', ready);
    win.setTimeout(() => {
      win.document.removeEventListener('WeixinJSBridgeReady', ready);
      resolve(win.WeixinJSBridge ?? null);
    }, READY_WAIT_MS);
  });
}

/** Opens WeChat's payment sheet; answers what the payer did, or 'unavailable' outside WeChat. */
export async function invokeWechatPay(params: Record<string, string>, win: BridgeWindow = window): Promise<WechatPayOutcome> {
  const bridge = await bridgeOf(win);
  if (!bridge) return 'unavailable';
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (res) => {
      const msg = res.err_msg ?? '';
      resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
    });
  });
}

const OUTCOME_TEXT: Record<Exclude<WechatPayOutcome, 'ok'>, string> = {
  cancel: '已取消支付，订单保留，可稍后在“我的订单”中继续支付',
  fail: '微信支付未完成，请稍后重试或换一种支付方式',
  unavailable: '无法调起微信支付：请在微信中打开本页面，或换一种支付方式',
};

export const wechatPayOutcomeText = (outcome: Exclude<WechatPayOutcome, 'ok'>) => OUTCOME_TEXT[outcome];
