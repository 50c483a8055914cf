import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Heavy work (the 3D pipeline, format conversion) runs in a child process, never on the event loop that
 * answers HTTP and renews job leases: one hostile file used to stall the whole API for minutes. The child
 * has its own heap, a wall-clock limit, a memory limit (V8's heap cap plus a watch on its resident memory,
 * which also counts sharp's and WebAssembly's buffers) and a lower CPU priority, so the API keeps the core
 * it needs. A child is started per task: nothing a crashed or killed task left behind can reach the next one.
 */
export interface SandboxLimits {
  /** Wall-clock limit of one task. */
  timeoutMs: number;
  /** Resident memory limit of the child, in MB. */
  memoryMb: number;
}

/** A task stopped for exceeding its limits. The message is Chinese and may be shown to the user. */
export class SandboxLimitError extends Error {
  constructor(
    readonly limit: 'time' | 'memory',
    message: string,
  ) {
    super(message);
    this.name = 'SandboxLimitError';
  }
}

/** An error the task threw, carried over from the child with its class name (callers map known names back). */
export class SandboxTaskError extends Error {
  constructor(
    readonly errorName: string,
    message: string,
  ) {
    super(message);
    this.name = 'SandboxTaskError';
  }
}

type ToParent =
  { type: 'event'; data: unknown } | { type: 'done'; result: unknown } | { type: 'error'; name: string; message: string };

/** Nice value of sandboxed children: below the API, which shares the cores. */
const CHILD_NICE = 10;
const MEMORY_CHECK_MS = 250;
/** V8's heap cap leaves this share of the limit to buffers outside the heap (geometry arrays, images, WebAssembly). */
const HEAP_SHARE = 0.75;

/** The child runs TypeScript as the server does (tsx in dev, tests and production): its loader, by absolute path. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

const duration = (ms: number) => (ms >= 60_000 ? `${Math.round(ms / 60_000)} 分钟` : `${Math.max(1, Math.round(ms / 1000))} 秒`);

/** Resident memory of a process in bytes, from /proc (Linux); null elsewhere or once it has gone. */
function residentBytes(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * Runs the `serveSandbox` task of `entry` (a .ts file URL) in a child process with `input`; answers its
 * result. `onEvent` receives what the task emits (progress). Aborting `signal` kills the child.
 * Input, events and result travel by structured clone.
 */
export function runSandboxed<T>(
  entry: URL,
  input: unknown,
  opts: { limits: SandboxLimits; signal?: AbortSignal; onEvent?: (data: unknown) => void },
): Promise<T> {
  const { limits, signal, onEvent } = opts;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) return reject(new Error('任务已取消'));
    const heapMb = Math.max(64, Math.floor(limits.memoryMb * HEAP_SHARE));
    const child: ChildProcess = fork(fileURLToPath(entry), [], {
      execArgv: ['--import', TSX_LOADER, `--max-old-space-size=${heapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let settled = false;
    const finish = (err: Error | null, result?: T) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      signal?.removeEventListener('abort', onAbort);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      if (err) reject(err);
      else resolve(result as T);
    };
    const onAbort = () => finish(new Error('任务已取消'));
    signal?.addEventListener('abort', onAbort, { once: true });
    const timer = setTimeout(
      () =>
        finish(
          new SandboxLimitError('time', `处理超时（超过 ${duration(limits.timeoutMs)}），已停止；模型可能过于复杂或文件异常`),
        ),
      limits.timeoutMs,
    );
    const memoryError = () =>
      new SandboxLimitError('memory', `处理占用内存超过 ${limits.memoryMb} MB，已停止；模型可能过于复杂或文件异常`);
    const watch = setInterval(() => {
      const rss = child.pid ? residentBytes(child.pid) : null;
      if (rss !== null && rss > limits.memoryMb * 1024 * 1024) finish(memoryError());
    }, MEMORY_CHECK_MS);
    if (child.pid) {
      try {
        os.setPriority(child.pid, CHILD_NICE);
      } catch {
        // Not permitted here (some containers): the child runs at the API's priority.
      }
    }
    child.on('message', (m: ToParent) => {
      if (m.type === 'event') onEvent?.(m.data);
      else if (m.type === 'done') finish(null, m.result as T);
      else finish(new SandboxTaskError(m.name, m.message));
    });
    child.on('error', (err) => finish(err));
    child.on('exit', (code, sig) => {
      if (settled) return;
      // V8 aborts when the heap cap is reached; the kernel's OOM killer sends SIGKILL.
      if (sig === 'SIGABRT' || sig === 'SIGKILL' || code === 134) return finish(memoryError());
      finish(new Error(`处理进程意外退出（${sig ?? `退出码 ${code}`}）`));
    });
    child.send({ input, timeoutMs: limits.timeoutMs });
  });
}

/**
 * The child's side: call once at the top of a sandbox entry file. Runs `task` on the input the parent sends,
 * reports its result or error, and exits.
 */
export function serveSandbox<I>(task: (input: I, emit: (data: unknown) => void) => Promise<unknown>): void {
  const send = (m: ToParent) => new Promise<void>((resolve) => process.send?.(m, () => resolve()));
  // A parent killed with SIGKILL cannot kill its child: the child leaves at its next await instead, or at its deadline.
  process.once('disconnect', () => process.exit(1));
  process.once('message', (m: { input: I; timeoutMs: number }) => {
    setTimeout(() => process.exit(1), m.timeoutMs).unref();
    task(m.input, (data) => void send({ type: 'event', data }))
      .then((result) => send({ type: 'done', result }))
      .catch((e: unknown) => {
        const err = e instanceof Error ? e : new Error(String(e));
        return send({ type: 'error', name: err.name, message: err.message });
      })
      .finally(() => process.exit(0));
  });
}
