/**
 * The upload queue behind the uploader: each chosen file is checked (name, size, first bytes), then sent with
 * progress, a few at a time (the server allows 10 concurrent uploads per user). An external store for
 * useSyncExternalStore, so React only renders snapshots; no React in here.
 */
import type { UploadedFile } from '@moxing/shared';
import { ApiError } from '../../api/client';
import { checkFile, roleOf, sniffFile, type FileRole, type PickedFile } from './files';

export type EntryStatus = 'checking' | 'invalid' | 'waiting' | 'uploading' | 'retrying' | 'done' | 'error';

export interface UploadEntry {
  id: string;
  file: File;
  path: string;
  name: string;
  size: number;
  role: FileRole;
  status: EntryStatus;
  /** Bytes the server has (or is receiving). */
  sent: number;
  /** Why it cannot be uploaded, or why the upload failed (Chinese). */
  error?: string;
  /** While reconnecting: "网络中断，3 秒后重试（第 2 次）". */
  note?: string;
  uploaded?: UploadedFile;
  /** A network failure: trying again resumes. */
  canRetry?: boolean;
}

export interface QueueSummary {
  count: number;
  totalBytes: number;
  sentBytes: number;
  /** 0-100 over the files being or to be uploaded. */
  percent: number;
  busy: boolean;
  done: number;
  failed: number;
  invalid: number;
}

export interface Sender {
  (
    file: File,
    path: string,
    role: FileRole,
    options: {
      signal: AbortSignal;
      onProgress: (sent: number) => void;
      onRetry: (attempt: number, delayMs: number) => void;
      onResume: (offset: number) => void;
    },
  ): Promise<UploadedFile>;
}

export interface QueueOptions {
  send: Sender;
  concurrency?: number;
  /** Skip the first-bytes look (tests of the queue itself). */
  sniff?: (file: File, name: string) => Promise<string | null>;
  /** Why a file cannot be sent, from its name and size; by default a model upload's rules (checkFile). */
  check?: (file: { name: string; size: number }, maxFileBytes: number | undefined) => string | null;
}

export interface AddResult {
  added: number;
  /** Folder files skipped because they are not part of a model (readme.txt, .DS_Store ...). */
  skipped: string[];
}

let seq = 0;
const nextId = () => `f${Date.now().toString(36)}${(seq++).toString(36)}`;

export class UploadQueue {
  private entries: UploadEntry[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly concurrency: number;
  private maxFileBytes: number | undefined;

  constructor(private readonly options: QueueOptions) {
    this.concurrency = Math.max(1, options.concurrency ?? 3);
  }

  /** The per-file limit once common/file/usage has answered. */
  setMaxFileBytes(bytes: number | undefined): void {
    this.maxFileBytes = bytes;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly UploadEntry[] => this.entries;

  private emit(): void {
    for (const l of this.listeners) l();
  }

  private patch(id: string, change: Partial<UploadEntry>): void {
    let changed = false;
    this.entries = this.entries.map((e) => {
      if (e.id !== id) return e;
      changed = true;
      return { ...e, ...change };
    });
    if (changed) this.emit();
  }

  private find(id: string): UploadEntry | undefined {
    return this.entries.find((e) => e.id === id);
  }

  /** Adds files; folder files that are not part of a model are skipped and named in the result. */
  add(picked: readonly PickedFile[]): AddResult {
    const skipped: string[] = [];
    const fresh: UploadEntry[] = [];
    for (const p of picked) {
      const role = roleOf(p.path);
      if (role === 'junk' || (p.fromFolder && role === 'other')) {
        if (role !== 'junk') skipped.push(p.path);
        continue;
      }
      // The same file chosen twice: once is enough.
      const same = this.entries.find(
        (e) =>
          e.path === p.path && e.size === p.file.size && e.file.lastModified === p.file.lastModified && e.status !== 'invalid',
      );
      if (same) continue;
      fresh.push({
        id: nextId(),
        file: p.file,
        path: p.path,
        name: p.file.name,
        size: p.file.size,
        role,
        status: 'checking',
        sent: 0,
      });
    }
    if (fresh.length > 0) {
      this.entries = [...this.entries, ...fresh];
      this.emit();
      for (const e of fresh) void this.check(e);
    }
    return { added: fresh.length, skipped };
  }

  private async check(entry: UploadEntry): Promise<void> {
    const quick = (this.options.check ?? checkFile)(entry, this.maxFileBytes);
    const problem = quick ?? (await (this.options.sniff ?? sniffFile)(entry.file, entry.name));
    if (!this.find(entry.id)) return; // removed meanwhile
    if (problem) this.patch(entry.id, { status: 'invalid', error: problem });
    else this.patch(entry.id, { status: 'waiting' });
    this.pump();
  }

  private pump(): void {
    const running = this.entries.filter((e) => e.status === 'uploading' || e.status === 'retrying').length;
    const room = this.concurrency - running;
    if (room <= 0) return;
    for (const e of this.entries.filter((x) => x.status === 'waiting').slice(0, room)) void this.start(e);
  }

  private async start(entry: UploadEntry): Promise<void> {
    const controller = new AbortController();
    this.controllers.set(entry.id, controller);
    this.patch(entry.id, { status: 'uploading', error: undefined, note: undefined, canRetry: undefined });
    try {
      const uploaded = await this.options.send(entry.file, entry.path, entry.role, {
        signal: controller.signal,
        onProgress: (sent) => {
          const current = this.find(entry.id);
          if (current && current.sent !== sent) this.patch(entry.id, { sent });
        },
        onRetry: (attempt, delayMs) =>
          this.patch(entry.id, {
            status: 'retrying',
            note: `网络中断，${Math.max(1, Math.round(delayMs / 1000))} 秒后自动续传（第 ${attempt} 次）`,
          }),
        onResume: () => {
          if (this.find(entry.id)?.status === 'retrying') this.patch(entry.id, { status: 'uploading', note: undefined });
        },
      });
      if (controller.signal.aborted) return;
      this.patch(entry.id, { status: 'done', sent: entry.size, uploaded, note: undefined });
    } catch (e) {
      if (controller.signal.aborted || (e instanceof ApiError && e.kind === 'aborted')) return;
      const network = e instanceof ApiError && (e.kind === 'network' || e.kind === 'timeout');
      const message = e instanceof Error && e.message ? e.message : '上传失败，请稍后重试';
      this.patch(entry.id, { status: 'error', error: message, note: undefined, canRetry: network || !(e instanceof ApiError) });
    } finally {
      if (this.controllers.get(entry.id) === controller) this.controllers.delete(entry.id);
      this.pump();
    }
  }

  /** Tries a failed upload again (a resumable one continues where it stopped). */
  retry(id: string): void {
    const entry = this.find(id);
    if (!entry || entry.status !== 'error') return;
    this.patch(id, { status: 'waiting', error: undefined, canRetry: undefined });
    this.pump();
  }

  retryAll(): void {
    for (const e of this.entries)
      if (e.status === 'error') this.patch(e.id, { status: 'waiting', error: undefined, canRetry: undefined });
    this.pump();
  }

  remove(id: string): void {
    this.controllers.get(id)?.abort();
    this.controllers.delete(id);
    const before = this.entries.length;
    this.entries = this.entries.filter((e) => e.id !== id);
    if (this.entries.length !== before) this.emit();
    this.pump();
  }

  /** Removes everything (and stops uploads under way). */
  clear(): void {
    this.abortAll();
    this.entries = [];
    this.emit();
  }

  /** Stops uploads under way (leaving the page); they stay in the list as failed, resumable. */
  abortAll(): void {
    for (const c of this.controllers.values()) c.abort();
    this.controllers.clear();
    let changed = false;
    this.entries = this.entries.map((e) => {
      if (e.status !== 'uploading' && e.status !== 'retrying') return e;
      changed = true;
      return { ...e, status: 'error', error: '上传已中断', canRetry: true, note: undefined };
    });
    if (changed) this.emit();
  }

  summary(): QueueSummary {
    return summarize(this.entries);
  }
}

/** Counts and overall progress of a snapshot. */
export function summarize(entries: readonly UploadEntry[]): QueueSummary {
  const active = entries.filter((e) => e.status !== 'invalid');
  const totalBytes = active.reduce((s, e) => s + e.size, 0);
  const sentBytes = active.reduce((s, e) => s + (e.status === 'done' ? e.size : Math.min(e.sent, e.size)), 0);
  return {
    count: entries.length,
    totalBytes,
    sentBytes,
    percent: totalBytes > 0 ? Math.min(100, Math.floor((sentBytes / totalBytes) * 100)) : 0,
    busy: entries.some(
      (e) => e.status === 'checking' || e.status === 'waiting' || e.status === 'uploading' || e.status === 'retrying',
    ),
    done: entries.filter((e) => e.status === 'done').length,
    failed: entries.filter((e) => e.status === 'error').length,
    invalid: entries.filter((e) => e.status === 'invalid').length,
  };
}
