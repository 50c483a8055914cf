import type { Executor } from '../../db/index.js';

/**
 * What the order module needs from the modules whose things it sells, injected in app.ts so no module imports
 * another's queries. The order module owns orders, payments and the ledger; a fulfiller is told, inside the
 * transaction that marks an order paid, to hand over what was bought (a package's roles, a demand's escrow).
 */
export interface PaidOrder {
  orderNo: string;
  userId: number;
  /** The id of what was bought: a package id, a demand's chosen bid id... */
  refId: number;
  amountFen: number;
}

export interface OrderFulfiller {
  fulfil(trx: Executor, order: PaidOrder): Promise<void>;
}

/** The membership module sells packages through this. */
export interface PackageSeller extends OrderFulfiller {
  quote(db: Executor, packageId: number): Promise<{ title: string; priceFen: number } | null>;
  /** Inside the transaction that refunds a package order: ends the roles the order's package gave. */
  revokeOrder(trx: Executor, refund: { orderNo: string; operatorId: number; reason: string }): Promise<void>;
}

/** A model as the order module sells it. */
export interface ModelForSale {
  id: number;
  modelCode: string;
  title: string;
  /** Fen. */
  priceFen: number;
  sellerId: number;
  freeDownload: boolean;
  /** Public (or password) and ready, not deleted: on sale. */
  listed: boolean;
}

/** What the order module needs from the library to sell models. */
export interface ModelSales {
  modelForSale(db: Executor, by: { code: string } | { id: number }): Promise<ModelForSale | null>;
  hasPurchased(db: Executor, userId: number, modelId: number): Promise<boolean>;
  recordPurchase(trx: Executor, userId: number, modelId: number, orderNo: string | null, priceFen: number): Promise<void>;
  revokePurchase(trx: Executor, userId: number, modelId: number): Promise<void>;
}

/**
 * Who the payer is to WeChat: the openid WeChat Pay's JSAPI needs to pay inside WeChat (the wechat module answers it
 * from the user's WeChat login, when that login's app is the one WeChat Pay is bound to).
 */
export interface WechatPayers {
  payOpenId(userId: number): Promise<string | null>;
}
