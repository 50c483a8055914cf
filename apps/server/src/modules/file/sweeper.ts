import type { Storage } from '../../platform/storage/index.js';
import type { TusUploads } from './tus.js';

/** Staged bytes untouched this long belong to a dead upload (live ones write at least every IDLE_TIMEOUT_MS). */
const STAGED_STALE_MS = 15 * 60_000;
const EVERY_MS = 10 * 60_000;

/**
 * Clears what dead uploads leave behind: staged multipart bytes of a process killed mid-upload, and resumable
 * uploads past their expiry (their files and rows). Run once at start-up and then periodically (main.ts).
 */
export class UploadSweeper {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly deps: {
      storage: Storage;
      tus: TusUploads;
      log: { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };
      stagedStaleMs?: number;
    },
  ) {}

  async runOnce(): Promise<{ staged: number; tus: number }> {
    const staged = await this.deps.storage.sweepStaged(this.deps.stagedStaleMs ?? STAGED_STALE_MS);
    const tus = await this.deps.tus.sweepExpired(1000);
    if (staged || tus) this.deps.log.info({ staged, tus }, 'removed leftovers of dead uploads');
    return { staged, tus };
  }

  start(everyMs = EVERY_MS): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      this.runOnce().catch((err: unknown) => this.deps.log.warn({ err }, 'upload sweep failed'));
    }, everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
