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
}
