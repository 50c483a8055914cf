/**
 * View and embed-view counts, gathered in memory and written in one transaction every few seconds.
 *
 * A busy model page would otherwise write its row on every view: on SQLite every request would queue for
 * the single writer, on PostgreSQL concurrent views of one model would wait on each other's row lock.
 * The price: a crash loses at most the last interval's views. Pending counts are added to what the model
 * page shows, so a viewer sees their own view at once.
 */
export interface CounterBatch {
  /** model id -> views */
  views: Map<number, number>;
  /** model id -> host -> embed views */
  embeds: Map<number, Map<string, number>>;
}

export class CounterBuffer {
  private batch: CounterBatch = { views: new Map(), embeds: new Map() };
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (batch: CounterBatch) => Promise<void>,
    private readonly intervalMs = 2000,
    private readonly onError: (e: unknown) => void = () => undefined,
  ) {}

  addView(modelId: number): void {
    this.batch.views.set(modelId, (this.batch.views.get(modelId) ?? 0) + 1);
    this.schedule();
  }

  addEmbed(modelId: number, host: string): void {
    let hosts = this.batch.embeds.get(modelId);
    if (!hosts) {
      hosts = new Map();
      this.batch.embeds.set(modelId, hosts);
    }
    hosts.set(host, (hosts.get(host) ?? 0) + 1);
    this.schedule();
  }

  pendingViews(modelId: number): number {
    return this.batch.views.get(modelId) ?? 0;
  }

  pendingEmbeds(modelId: number): number {
    let n = 0;
    for (const v of this.batch.embeds.get(modelId)?.values() ?? []) n += v;
    return n;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush().catch(this.onError);
    }, this.intervalMs);
    this.timer.unref();
  }

  /** Writes what has been gathered; flushes run one after another. */
  async flush(): Promise<void> {
    const run = this.flushing.then(async () => {
      const batch = this.batch;
      if (batch.views.size === 0 && batch.embeds.size === 0) return;
      this.batch = { views: new Map(), embeds: new Map() };
      try {
        await this.write(batch);
      } catch (e) {
        // Put the counts back so they are written with the next batch.
        for (const [id, n] of batch.views) this.batch.views.set(id, (this.batch.views.get(id) ?? 0) + n);
        for (const [id, hosts] of batch.embeds) {
          const current = this.batch.embeds.get(id) ?? new Map<string, number>();
          for (const [host, n] of hosts) current.set(host, (current.get(host) ?? 0) + n);
          this.batch.embeds.set(id, current);
        }
        this.schedule();
        throw e;
      }
    });
    this.flushing = run.catch(() => undefined);
    return run;
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
