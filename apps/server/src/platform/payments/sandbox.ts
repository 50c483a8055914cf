import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type {
  NoticeAck,
  NoticeRequest,
  PaymentNotice,
  PaymentProvider,
  PaymentRequest,
  PaymentStart,
  PaymentState,
} from './provider.js';

/** The header carrying a sandbox notification's HMAC-SHA256 signature (hex) over the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_APP_ID = 'sandbox';

interface SandboxPayment {
  token: string;
  request: PaymentRequest;
  state: PaymentState;
  tradeNo: string | null;
  paidAt: Date | null;
}

/** What a notification of the sandbox carries (JSON). */
interface SandboxBody {
  appId: string;
  outTradeNo: string;
  tradeNo: string;
  amountFen: number;
  paid: boolean;
  paidAt: string | null;
}

/**
 * The sandbox gateway: pays nothing real. Its own page (`checkoutPage`, served at /api/pay/sandbox/checkout and
 * clearly labelled 测试支付) shows the order and lets the payer confirm or fail; it then sends a notification signed
 * with HMAC-SHA256 to the order module the way a real gateway would, through `deliver`. Its payments live in this
 * process's memory, so `query` knows them only in the process that started them (tests, `npm start`).
 */
export class SandboxProvider implements PaymentProvider {
  readonly channel = 'sandbox' as const;
  readonly appId = SANDBOX_APP_ID;
  private readonly payments = new Map<string, SandboxPayment>();
  private readonly byToken = new Map<string, string>();
  private deliver: ((notice: NoticeRequest) => Promise<NoticeAck>) | null = null;

  constructor(private readonly opts: { secret: string; publicUrl: string; clock?: () => number }) {}

  /** Where its notifications go (the order module's notification handler). */
  onNotice(deliver: (notice: NoticeRequest) => Promise<NoticeAck>): void {
    this.deliver = deliver;
  }

  async start(request: PaymentRequest): Promise<PaymentStart> {
    const previous = this.payments.get(request.outTradeNo);
    if (previous?.state === 'paid') throw new Error('sandbox: order already paid');
    const token = randomBytes(16).toString('hex');
    if (previous) this.byToken.delete(previous.token);
    this.payments.set(request.outTradeNo, { token, request, state: 'unpaid', tradeNo: null, paidAt: null });
    this.byToken.set(token, request.outTradeNo);
    const url = `${this.opts.publicUrl.replace(/\/$/, '')}/api/pay/sandbox/checkout?token=${token}`;
    return request.scene === 'qr' ? { kind: 'qr', codeUrl: url } : { kind: 'redirect', url };
  }

  /** The payment behind a checkout token, for the checkout page. */
  payment(token: string): { request: PaymentRequest; state: PaymentState } | null {
    const no = this.byToken.get(token);
    const p = no ? this.payments.get(no) : undefined;
    return p ? { request: p.request, state: p.state } : null;
  }

  /**
   * The payer's answer on the checkout page. `notify: false` pays without sending the notification (a notification
   * lost on the way, for the payment-status query to find).
   */
  async settle(token: string, outcome: 'paid' | 'failed', opts: { notify?: boolean } = {}): Promise<NoticeAck | null> {
    const no = this.byToken.get(token);
    const p = no ? this.payments.get(no) : undefined;
    if (!p || p.state !== 'unpaid') return null;
    if (outcome === 'paid') {
      p.state = 'paid';
      p.tradeNo = `SBX${Date.now()}${randomBytes(4).toString('hex')}`;
      p.paidAt = new Date(this.opts.clock?.() ?? Date.now());
    }
    if (opts.notify === false || !this.deliver) return null;
    const body: SandboxBody = {
      appId: this.appId,
      outTradeNo: p.request.outTradeNo,
      tradeNo: p.tradeNo ?? '',
      amountFen: p.request.amountFen,
      paid: outcome === 'paid',
      paidAt: p.paidAt?.toISOString() ?? null,
    };
    return this.deliver(this.signedNotice(body));
  }

  /** A notification exactly as the sandbox sends it (the benchmark replays these). */
  signedNotice(body: SandboxBody): NoticeRequest {
    const raw = JSON.stringify(body);
    return { headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: this.sign(raw) }, body: raw };
  }

  async parseNotice(request: NoticeRequest): Promise<PaymentNotice> {
    const given = request.headers[SANDBOX_SIGNATURE_HEADER];
    const signature = Buffer.from(typeof given === 'string' ? given : '', 'hex');
    const expected = Buffer.from(this.sign(request.body), 'hex');
    if (signature.length !== expected.length || !timingSafeEqual(signature, expected)) {
      throw new Error('sandbox notification: bad signature');
    }
    const b = JSON.parse(request.body) as Partial<SandboxBody>;
    if (
      typeof b.outTradeNo !== 'string' ||
      typeof b.tradeNo !== 'string' ||
      typeof b.appId !== 'string' ||
      typeof b.paid !== 'boolean' ||
      !Number.isSafeInteger(b.amountFen)
    ) {
      throw new Error('sandbox notification: malformed');
    }
    return {
      outTradeNo: b.outTradeNo,
      tradeNo: b.tradeNo,
      amountFen: b.amountFen as number,
      appId: b.appId,
      paid: b.paid,
      paidAt: b.paidAt ? new Date(b.paidAt) : null,
      raw: request.body,
    };
  }

  ack(ok: boolean): NoticeAck {
    return { status: ok ? 200 : 400, contentType: 'application/json', body: JSON.stringify({ code: ok ? 'SUCCESS' : 'FAIL' }) };
  }

  async query(outTradeNo: string): Promise<{ state: PaymentState; notice: PaymentNotice | null }> {
    const p = this.payments.get(outTradeNo);
    if (!p) return { state: 'unknown', notice: null };
    if (p.state !== 'paid') return { state: p.state, notice: null };
    const body: SandboxBody = {
      appId: this.appId,
      outTradeNo,
      tradeNo: p.tradeNo ?? '',
      amountFen: p.request.amountFen,
      paid: true,
      paidAt: p.paidAt?.toISOString() ?? null,
    };
    return {
      state: 'paid',
      notice: { ...body, paidAt: p.paidAt, raw: JSON.stringify(body) },
    };
  }

  async close(outTradeNo: string): Promise<void> {
    const p = this.payments.get(outTradeNo);
    if (p && p.state === 'unpaid') p.state = 'closed';
  }

  async refund(): Promise<void> {
    // The sandbox holds no money: a refund has nothing to send back.
  }

  private sign(body: string): string {
    return createHmac('sha256', this.opts.secret).update(body).digest('hex');
  }
}
