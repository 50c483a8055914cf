/** Money for e2e stories: coins bought through the sandbox gateway, as a person does on /voucherCenter. */
import type { RunningServer } from './server';
import { postJson } from './server';

type PaymentStart = { kind: 'qr'; codeUrl: string } | { kind: 'redirect'; url: string } | { kind: string };

/** Buys `coins` coins for `token`'s user: a top-up order paid on the sandbox's checkout page. */
export async function topUpCoins(server: RunningServer, token: string, coins: number): Promise<void> {
  const order = await postJson<{ orderNo: string }>(server, token, 'jianmo/coin/addCoinOrder', { coins });
  const paid = await postJson<{ start: PaymentStart | null }>(server, token, 'jianmo/coin/submitCoinOrder', {
    orderNo: order.orderNo,
    payType: 'sandbox',
    scene: 'qr',
  });
  const start = paid.start;
  const url = start && 'codeUrl' in start ? start.codeUrl : start && 'url' in start ? start.url : '';
  const checkout = new URL(url).searchParams.get('token') ?? '';
  const res = await fetch(`${server.url}/api/pay/sandbox/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: checkout, outcome: 'paid' }).toString(),
  });
  if (!res.ok) throw new Error(`sandbox checkout: ${res.status} ${await res.text()}`);
}
