/**
 * One interface for every payment gateway (sandbox, WeChat Pay API v3, Alipay). The order module only ever talks to
 * this: it starts a payment, hands the gateway's notification to `parseNotice`, asks `query` when a notification never
 * came, and closes or refunds. Amounts are integer fen everywhere.
 */
export type PayChannel = 'sandbox' | 'wechat' | 'alipay';

/** Where the payer is: a QR code on a desktop page, a phone browser (H5 / wap), inside WeChat (JSAPI), a desktop redirect (Alipay page pay). */
export type PayScene = 'qr' | 'h5' | 'jsapi' | 'page' | 'wap';

export interface PaymentRequest {
  /** Our order number; the gateway echoes it in notifications. */
  outTradeNo: string;
  amountFen: number;
  subject: string;
  scene: PayScene;
  /** Absolute address of our notification endpoint for this channel. */
  notifyUrl: string;
  /** Where the payer's browser returns after paying (page and wap pay). */
  returnUrl?: string;
  clientIp?: string;
  /** The payer's openid, for JSAPI inside WeChat. */
  openId?: string;
  expiresAt: Date;
}

/** What the web does to let the payer pay. */
export type PaymentStart =
  { kind: 'qr'; codeUrl: string } | { kind: 'redirect'; url: string } | { kind: 'jsapi'; params: Record<string, string> };

/** A verified notification or query answer. */
export interface PaymentNotice {
  outTradeNo: string;
  /** The gateway's own transaction id. */
  tradeNo: string;
  amountFen: number;
  appId: string;
  paid: boolean;
  paidAt: Date | null;
  /** The notification as received (decrypted for WeChat), kept for operators. */
  raw: string;
}

export interface NoticeRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures are over the raw bytes. */
  body: string;
}

export interface NoticeAck {
  status: number;
  contentType: string;
  body: string;
}

export type PaymentState = 'paid' | 'unpaid' | 'closed' | 'unknown';

export interface PaymentProvider {
  readonly channel: PayChannel;
  /** The app id notifications must carry. */
  readonly appId: string;
  start(request: PaymentRequest): Promise<PaymentStart>;
  /** Verifies the signature (and decrypts); throws on a forged or malformed notification. */
  parseNotice(request: NoticeRequest): Promise<PaymentNotice>;
  /** The answer the gateway expects: it retries until it gets the success form. */
  ack(ok: boolean): NoticeAck;
  /** Active query for a notification that never came. */
  query(outTradeNo: string): Promise<{ state: PaymentState; notice: PaymentNotice | null }>;
  close(outTradeNo: string): Promise<void>;
  refund(input: { outTradeNo: string; refundNo: string; amountFen: number; totalFen: number; reason: string }): Promise<void>;
}
