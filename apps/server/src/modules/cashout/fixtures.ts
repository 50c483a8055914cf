import type { OrderView } from '@moxing/shared';
import type { Config } from '../../config.js';
import type { DialectName } from '../../db/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { insertModel } from '../library/fixtures.js';
import { makeUser, ok, post, topUp, type TestUser } from '../order/fixtures.js';

/** Test set-up shared by the cash-out and settlement tests (not loaded by the server). */

export interface Market {
  t: TestApp;
  /** Has the coins it was given, pays for every sale. */
  buyer: TestUser;
  operator: TestUser;
  /** The buyer buys a model of `seller` at `price` fen with coins; answers the order number. */
  sell: (seller: TestUser, price: number, title: string) => Promise<string>;
  /** Moves an order's ledger entries back in time, as if credited `days` ago. */
  age: (orderNo: string, days: number) => Promise<void>;
}

/** An app whose sellers' income is held 7 days (SETTLEMENT_DAYS), with a buyer holding `buyerCoins`. */
export async function createMarket(dialect: DialectName, buyerCoins: number, overrides: Partial<Config> = {}): Promise<Market> {
  const t = await createTestApp(dialect, { SETTLEMENT_DAYS: 7, ...overrides });
  const buyer = await makeUser(t, 0, '买家');
  const operator = await makeUser(t, 5, '运营');
  await topUp(t, buyer, buyerCoins);
  return {
    t,
    buyer,
    operator,
    sell: async (seller, price, title) => {
      const m = await insertModel(t, seller, { title, price });
      const order = ok<OrderView>(await post(t, '/api/modelorder/addOrder', { modelCode: m.modelCode }, buyer.token));
      ok(await post(t, '/api/modelorder/submitOrder', { orderNo: order.orderNo, payType: 'coin' }, buyer.token));
      return order.orderNo;
    },
    age: async (orderNo, days) => {
      const at = new Date(Date.now() - days * 86_400_000).toISOString();
      await t.db.kysely.updateTable('wallet_entries').set({ created_at: at }).where('order_no', '=', orderNo).execute();
    },
  };
}
