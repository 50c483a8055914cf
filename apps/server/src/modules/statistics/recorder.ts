import type { Executor } from '../../db/index.js';
import * as q from './queries.js';

export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Writes the statistics of an event in the transaction that records the event: the library (views, embeds,
 * downloads, likes, collects, comments), the library's purchases (sales) and the space (visitors) receive it in
 * app.ts. Owners' rows are kept beside the per-model rows so a dashboard reads one row per day, whatever the
 * size of the catalogue. Days are UTC dates, as the per-model rows have them.
 */
export class StatsRecorder {
  constructor(private readonly clock: () => number = Date.now) {}

  /** Per-model counts of one kind (model id -> n), added to their owners' rows of `day`. */
  modelEvents(trx: Executor, day: string, field: q.OwnerField, n: Map<number, number>): Promise<void> {
    return q.addOwnersFromModels(trx, day, field, n);
  }

  /** A paid purchase of a model (amount in fen): the model's row and its owner's row of today. */
  async sale(trx: Executor, modelId: number, amountFen: number): Promise<void> {
    const owner = await q.ownerOfModel(trx, modelId);
    if (!owner) return;
    const day = dayOf(this.clock());
    await q.addModelSale(trx, modelId, day, 1, amountFen);
    await q.addOwnerFigures(trx, owner.user_id, day, { sales: 1, sales_amount: amountFen });
  }

  /** A new visitor of an owner's space today. */
  visit(trx: Executor, ownerId: number): Promise<void> {
    return q.addOwnerFigures(trx, ownerId, dayOf(this.clock()), { visitors: 1 }).then(() => undefined);
  }
}
