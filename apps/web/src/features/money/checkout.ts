/**
 * The logic of the top-up and checkout pages, shared by the desktop and phone views: which order the page pays, the
 * payment choice, and where each choice goes (coins at once, a QR page, Alipay's redirect, or WeChat's JSAPI inside
 * WeChat). Views only say how to show a message.
 */
import { PAY_TYPES, PAY_TYPE_LABELS, type PayType } from '@moxing/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../lib/errorText';
import { moneyApi, moneyKeys, useMoneyMutation, useOrder, usePayOptions, type Order } from './api';
import { price, sceneFor } from './format';
import { invokeWechatPay, wechatPayOutcomeText } from './wechatPay';

export interface Notify {
  success: (text: string) => void;
  info: (text: string) => void;
  error: (text: string) => void;
}

export const orderDetailPath = (orderNo: string) => `/myorderDetail?orderNo=${orderNo}`;

/** /confirmOrder's order: ?orderNo= as given, or one opened (once) for ?modelCode= or ?packageId=. */
export function useConfirmOrder() {
  const [params] = useSearchParams();
  const modelCode = params.get('modelCode') ?? '';
  const packageId = Number(params.get('packageId') ?? '');
  const given = params.get('orderNo') ?? '';
  const opened = useQuery({
    queryKey: moneyKeys.start('open', modelCode, String(packageId)),
    queryFn: () => (modelCode ? moneyApi.createModelOrder(modelCode) : moneyApi.createPackageOrder(packageId)),
    enabled: given === '' && (modelCode !== '' || packageId > 0),
    staleTime: Infinity,
    retry: false,
  });
  const order = useOrder(given || opened.data?.orderNo || '');
  const missing = !given && !modelCode && !(packageId > 0);
  return { missing, opened, order };
}

/** The payment choice of an open order and what paying with it does. */
export function useCheckout(order: Order, notify: Notify) {
  const options = usePayOptions();
  const navigate = useNavigate();
  const coinable = order.kind !== 'coin' && order.coins !== null;
  const balance = options.data?.coins ?? 0;
  const [payType, setPayType] = useState<PayType | null>(null);
  const chosen = payType ?? (coinable && balance >= (order.coins ?? 0) ? 'coin' : (options.data?.channels[0]?.payType ?? null));
  const done = orderDetailPath(order.orderNo);
  const pay = useMoneyMutation((t: PayType) => moneyApi.pay(order.orderNo, t, sceneFor(t), done));
  const go = () => {
    if (!chosen) return;
    const scene = sceneFor(chosen);
    if (chosen !== 'coin' && scene === 'qr') return void navigate(`/payWebchat?orderNo=${order.orderNo}&payType=${chosen}`);
    if (chosen === 'alipay') return void navigate(`/alipayComponent?orderNo=${order.orderNo}`);
    pay.mutate(chosen, {
      onSuccess: (r) => {
        if (!r.start) {
          notify.success('支付成功');
          return void navigate(done);
        }
        if (r.start.kind === 'redirect') return void (window.location.href = r.start.url);
        if (r.start.kind === 'qr') return void navigate(`/payWebchat?orderNo=${order.orderNo}&payType=${chosen}`);
        void invokeWechatPay(r.start.params).then((outcome) => {
          if (outcome !== 'ok') return notify.error(wechatPayOutcomeText(outcome));
          notify.info('支付完成，正在确认到账…');
          void navigate(done);
        });
      },
      onError: (e) => notify.error(errorText(e)),
    });
  };
  // Coins first (with the balance) when the order may be paid in coins, then the gateways on offer.
  const choices: PayChoice[] = [
    ...(coinable ? [{ payType: 'coin' as const, label: `${PAY_TYPE_LABELS.coin}（余额 ${balance} 金币）`, test: false }] : []),
    ...(options.data?.channels ?? []).map((c) => ({ payType: c.payType, label: c.name, test: c.test })),
  ];
  return {
    coinable,
    choices,
    chosen,
    setPayType,
    go,
    paying: pay.isPending,
    payText: chosen === 'coin' ? `支付 ${order.coins} 金币` : `支付 ${price(order.amountFen)}`,
    done,
    short: chosen === 'coin' && balance < (order.coins ?? 0),
  };
}

/** One way to pay an order; `test`: the sandbox, which moves no real money. */
export interface PayChoice {
  payType: PayType;
  label: string;
  test: boolean;
}

/** A top-up: the amount picked, and opening its order (then paying it at /confirmOrder). */
export function useRecharge(notify: Pick<Notify, 'error'>) {
  const navigate = useNavigate();
  const [coins, setCoins] = useState<number>(30);
  const create = useMoneyMutation(moneyApi.createCoinOrder);
  const submit = () =>
    create.mutate(coins, {
      onSuccess: (order) => void navigate(`/confirmOrder?orderNo=${order.orderNo}`),
      onError: (e) => notify.error(errorText(e)),
    });
  return { coins, setCoins, submit, pending: create.isPending };
}

/** The ?payType= of /payWebchat: a known channel, WeChat Pay otherwise. */
export const qrPayType = (raw: string | null): PayType =>
  raw !== null && (PAY_TYPES as readonly string[]).includes(raw) ? (raw as PayType) : 'wechat';

/** /payWebchat: the payment started once for its QR code, and the order polled until it is paid. */
export function useQrPayment(orderNo: string, payType: PayType) {
  const started = useQuery({
    queryKey: moneyKeys.start(orderNo, payType),
    queryFn: () => moneyApi.pay(orderNo, payType, 'qr', orderDetailPath(orderNo)),
    enabled: orderNo !== '',
    staleTime: Infinity,
    retry: false,
  });
  const order = useOrder(orderNo, true);
  const start = started.data?.start;
  const url = start?.kind === 'qr' ? start.codeUrl : start?.kind === 'redirect' ? start.url : '';
  return { started, order, url, finished: order.data !== undefined && !order.data.actions.includes('pay') };
}

/**
 * /alipayComponent: Alipay's payment started once (page pay on a desktop, wap pay on a phone, the server's Alipay
 * provider signs the matching method), then the browser is sent there.
 */
export function useAlipayRedirect(orderNo: string, scene: 'page' | 'wap') {
  const started = useQuery({
    queryKey: moneyKeys.start(orderNo, 'alipay', scene),
    queryFn: () => moneyApi.pay(orderNo, 'alipay', scene, orderDetailPath(orderNo)),
    enabled: orderNo !== '',
    staleTime: Infinity,
    retry: false,
  });
  const start = started.data?.start;
  const url = start?.kind === 'redirect' ? start.url : null;
  useEffect(() => {
    if (url) window.location.href = url;
  }, [url]);
  return { started, url };
}
