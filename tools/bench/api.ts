import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export interface Figures {
  name: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`服务进程已退出: ${url}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`等待服务超时: ${url}`);
}

export async function measure(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return { name, reqPerSec: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

export function printTable(title: string, rows: (Figures & { ratio?: number })[]): void {
  console.log(`\n${title}`);
  console.log(
    'name'.padEnd(44) +
      'req/s'.padStart(10) +
      'p50 ms'.padStart(9) +
      'p99 ms'.padStart(9) +
      'errors'.padStart(8) +
      'ratio'.padStart(8),
  );
  for (const r of rows) {
    console.log(
      r.name.padEnd(44) +
        r.reqPerSec.toFixed(0).padStart(10) +
        r.p50.toFixed(1).padStart(9) +
        r.p99.toFixed(1).padStart(9) +
        String(r.errors).padStart(8) +
        (r.ratio === undefined ? '' : r.ratio.toFixed(2)).padStart(8),
    );
  }
}

/** Starts the real server (as `npm start` runs it) on a fresh SQLite data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<{ base: string; dataDir: string; stop(): void }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'warn',
      WORKER: 'false',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/health`, child);
  return { base, dataDir, stop: () => child.kill('SIGTERM') };
}

async function startBare(): Promise<{ base: string; stop(): void }> {
  const port = await freePort();
  const code = `const f=require('fastify')();f.get('/',async()=>({hello:'world'}));f.listen({port:${port},host:'127.0.0.1'});`;
  const child = spawn(process.execPath, ['-e', code], { cwd: path.join(ROOT, 'apps/server'), stdio: 'inherit' });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(base, child);
  return { base, stop: () => child.kill('SIGTERM') };
}

/** Issue 2's goal: checkToken at least 50% of a bare Fastify hello-world's req/s, p99 under 25 ms. */
export async function runApiBench(): Promise<void> {
  const bare = await startBare();
  const baseline = await measure('bare Fastify hello-world', `${bare.base}/`);
  bare.stop();

  const server = await startServer();
  const login = '13800009999';
  const create = spawn(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/cli/user-create.ts', '--login', login, '--password', 'bench1234'],
    {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    },
  );
  await new Promise((r) => create.on('exit', r));
  const res = await fetch(`${server.base}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ login, password: createHash('sha256').update('bench1234').digest('hex') }),
  });
  const token = ((await res.json()) as { data: { token: string } }).data.token;

  const rows = [
    await measure('GET /api/account/checkToken', `${server.base}/api/account/checkToken?token=${token}`),
    await measure('GET /api/health', `${server.base}/api/health`),
    await measure('GET /api/account/getUser (token header)', `${server.base}/api/account/getUser`, { token }),
  ];
  server.stop();
  printTable(`API (${CONNECTIONS} connections, ${SECONDS} s each; SQLite; server LOG_LEVEL=warn)`, [
    baseline,
    ...rows.map((r) => ({ ...r, ratio: r.reqPerSec / baseline.reqPerSec })),
  ]);
  const check = rows[0]!;
  const ratio = check.reqPerSec / baseline.reqPerSec;
  console.log(
    `checkToken: ${(ratio * 100).toFixed(0)}% of bare (goal >= 50%) ${ratio >= 0.5 ? 'OK' : 'MISSED'}; p99 ${check.p99} ms (goal < 25 ms) ${check.p99 < 25 ? 'OK' : 'MISSED'}`,
  );
}
