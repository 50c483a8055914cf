import { expect } from 'vitest';
import { AppError } from '../errors.js';
import type { PaymentRequest } from './provider.js';

/** Test helpers shared by the gateway tests (not loaded by the server). */

let seq = 0;

/** Payment requests of one gateway's tests: fresh order numbers starting with `prefix`, 30 minutes to pay. */
export function paymentRequests(prefix: string, base: Pick<PaymentRequest, 'subject' | 'notifyUrl'> & Partial<PaymentRequest>) {
  return (scene: PaymentRequest['scene'], extra: Partial<PaymentRequest> = {}): PaymentRequest => ({
    outTradeNo: `${prefix}${Date.now()}${++seq}`,
    amountFen: 1999,
    scene,
    expiresAt: new Date(Date.now() + 30 * 60_000),
    ...base,
    ...extra,
  });
}

/** The gateway's refusal: an AppError with a Chinese message. */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).message).toMatch(/[\u4e00-\u9fff]/);
  return err as AppError;
}
