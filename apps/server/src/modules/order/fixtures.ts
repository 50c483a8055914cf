import { expect } from 'vitest';
import type { OrderView, PaymentResult } from '@moxing/shared';
import type { TestApp } from '../../../test/harness.js';
import { form } from '../../../test/harness.js';
import { get, ok, post, type TestUser } from '../../../test/requests.js';
import type { SandboxProvider } from '../../platform/payments/sandbox.js';

/** Test helpers of the order module: top-ups and payments through the sandbox gateway, balances. */
export { get, makeUser, ok, post, refused, type TestUser } from '../../../test/requests.js';

export function sandboxOf(t: TestApp): SandboxProvider {
  const s = t.services.orders.core.deps.providers.sandbox;
  if (!s) throw new Error('sandbox not offered');
  return s;
}

/** The checkout token in a sandbox payment's QR code or redirect address. */
export function checkoutToken(result: PaymentResult): string {
  const start = result.start;
  const url = start?.kind === 'qr' ? start.codeUrl : start?.kind === 'redirect' ? start.url : '';
  const token = new URL(url).searchParams.get('token');
  if (!token) throw new Error(`no checkout token in ${url}`);
  return token;
}

/** The payer's answer on the sandbox's checkout page, as the browser posts it. */
export async function answerCheckout(t: TestApp, token: string, outcome: 'paid' | 'failed') {
  const res = await t.app.inject({ method: 'POST', url: '/api/pay/sandbox/confirm', ...form({ token, outcome }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
}

/** Buys `coins` coins through the sandbox, as a person does on /voucherCenter. */
export async function topUp(t: TestApp, u: TestUser, coins: number): Promise<OrderView> {
  const order = ok<OrderView>(await post(t, '/api/jianmo/coin/addCoinOrder', { coins }, u.token));
  const started = ok<PaymentResult>(
    await post(t, '/api/jianmo/coin/submitCoinOrder', { orderNo: order.orderNo, payType: 'sandbox', scene: 'qr' }, u.token),
  );
  await answerCheckout(t, checkoutToken(started), 'paid');
  return ok<OrderView>(await get(t, `/api/jianmo/coin/findCoinOrder?orderNo=${order.orderNo}`, u.token));
}

export async function balances(t: TestApp, u: TestUser) {
  return t.services.wallet.balances(u.id);
}

export async function ledgerClean(t: TestApp) {
  expect(await t.services.wallet.check()).toMatchObject({ negative: [], mismatches: [], unbalanced: [] });
}
