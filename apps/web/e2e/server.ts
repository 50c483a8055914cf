/**
 * Starts the real API server (which also serves the built web app) for the e2e suite: a free port, a temporary
 * DATA_DIR, rate limits off. SMS codes are read from its log, captcha answers from its SQLite file.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from 'playwright-core';
import { expect } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
/** The built app; E2E_WEB_DIST may point at another build. */
export const WEB_DIST = process.env.E2E_WEB_DIST ?? path.resolve(here, '../dist');
/** The monorepo root; E2E_REPO_ROOT may point at another checkout of the server. */
export const REPO_ROOT = process.env.E2E_REPO_ROOT ?? path.resolve(here, '../../..');
/** The shared 3D files (../shared/fixtures/models); MODEL_FIXTURES may point elsewhere. */
export const FIXTURES = process.env.MODEL_FIXTURES ?? path.resolve(REPO_ROOT, '../shared/fixtures/models');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Debian's chromium, headless, with nothing that would reach an outside address. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The newest SMS code sent to `phone` after `since` (a log position from mark()). */
  smsCode(phone: string, since: number, timeoutMs?: number): Promise<string>;
  /** Current position in the log. */
  mark(): number;
  captchaAnswer(captchaId: string): string;
  log(): string;
  stop(): Promise<void>;
}

/** `env` is merged over the defaults (e.g. `{ SETTLEMENT_DAYS: '0' }`) for a story that needs other settings. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  if (!fs.existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error(`没有找到构建好的前端（${WEB_DIST}），请先运行 npm run build -w apps/web`);
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'moxing-e2e-'));
  const lines: string[] = [];
  let raw = '';
  const child: ChildProcess = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIST,
      RATE_LIMIT: 'false',
      LOG_LEVEL: 'info',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const onData = (chunk: Buffer) => {
    raw += chunk.toString('utf8');
    let nl: number;
    while ((nl = raw.indexOf('\n')) >= 0) {
      lines.push(raw.slice(0, nl));
      raw = raw.slice(nl + 1);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (exited) throw new Error(`服务器启动失败：\n${lines.slice(-30).join('\n')}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`服务器 90 秒内没有就绪：\n${lines.slice(-30).join('\n')}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  // The demo market (demands, bids) is written in the background after the demo uploads: stories that publish and
  // list demands start once it is there, instead of racing it.
  if ((env.SEED_DEMO ?? process.env.SEED_DEMO) !== 'false') {
    const seeded = Date.now() + 120_000;
    while (!lines.some((l) => l.includes('演示需求大厅已就绪'))) {
      if (exited) throw new Error(`服务器已退出：\n${lines.slice(-30).join('\n')}`);
      if (Date.now() > seeded) throw new Error(`演示需求大厅 120 秒内没有生成：\n${lines.slice(-30).join('\n')}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  const messageOf = (line: string): string => {
    try {
      const parsed = JSON.parse(line) as { msg?: unknown };
      return typeof parsed.msg === 'string' ? parsed.msg : line;
    } catch {
      return line;
    }
  };

  let db: Database.Database | null = null;
  return {
    url,
    dataDir,
    mark: () => lines.length,
    async smsCode(phone, since, timeoutMs = 15_000) {
      const end = Date.now() + timeoutMs;
      const re = new RegExp(`\\[sms\\] ${phone} (\\d{6})`);
      for (;;) {
        for (let i = lines.length - 1; i >= since; i--) {
          const match = re.exec(messageOf(lines[i] ?? ''));
          if (match?.[1]) return match[1];
        }
        if (Date.now() > end) throw new Error(`没有在服务器日志中找到发给 ${phone} 的验证码`);
        await new Promise((r) => setTimeout(r, 100));
      }
    },
    captchaAnswer(captchaId) {
      db ??= new Database(path.join(dataDir, 'moxing.sqlite'), { readonly: true, fileMustExist: true });
      const row = db.prepare('SELECT answer FROM captchas WHERE id = ?').get(captchaId) as { answer?: string } | undefined;
      if (!row?.answer) throw new Error(`数据库中没有图形验证码 ${captchaId}`);
      return row.answer;
    },
    log: () => lines.join('\n'),
    async stop() {
      db?.close();
      if (!exited && child.pid) {
        const done = new Promise((r) => child.once('exit', r));
        process.kill(-child.pid, 'SIGTERM'); // the npx + tsx process group started above
        await Promise.race([done, new Promise((r) => setTimeout(r, 5000))]);
        if (!exited) process.kill(-child.pid, 'SIGKILL');
      }
      fs.rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/** Safari on an iPhone: the server and the app pick the phone layout from it. */
export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A user made with the operator command (`npm run user:create`), logged in through the API: the token. */
export async function createUser(
  server: RunningServer,
  user: { login: string; password: string; type: number; nickname?: string },
): Promise<string> {
  const args = ['--login', user.login, '--password', user.password, '--type', String(user.type)];
  if (user.nickname) args.push('--nickname', user.nickname);
  await promisify(execFile)('npx', ['tsx', 'apps/server/src/cli/user-create.ts', ...args], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATA_DIR: server.dataDir },
  });
  const res = await fetch(`${server.url}/api/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      login: user.login,
      password: createHash('sha256').update(user.password).digest('hex'),
    }).toString(),
  });
  return dataOf('account/login', (await res.json()) as Envelope<{ token: string }>).token;
}

/** Uploads a 3D model file through the API, as the upload page does, and answers its model code. */
export async function uploadModel(
  server: RunningServer,
  token: string,
  file: string,
  info: { title: string; description?: string; type?: string; trade?: string; brandId?: number },
): Promise<string> {
  const fileId = await uploadFile(server, token, file);
  return (
    await postJson<{ modelCode: string }>(server, token, 'model/uploadModel', {
      type: '家具',
      trade: '泛家居',
      price: 0,
      ...info,
      fileIds: [fileId],
    })
  ).modelCode;
}

/** Waits up to 170 s for the pipeline to finish a model (it renders the cover on the way); a failed model throws. */
export async function waitModelReady(server: RunningServer, token: string, modelCode: string): Promise<void> {
  const end = Date.now() + 170_000;
  for (;;) {
    const { status } = await getJson<{ status: string }>(server, token, `model/detail?modelCode=${modelCode}`);
    if (status === 'ready') return;
    if (status === 'failed' || Date.now() > end) throw new Error(`模型 ${modelCode} 没有处理完成：${status}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
}

/** Uploads a file through the API: its file id. */
export async function uploadFile(server: RunningServer, token: string, file: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(file)], { type: 'application/octet-stream' }), path.basename(file));
  const res = await fetch(`${server.url}/api/common/file/upload`, { method: 'POST', headers: { token }, body: form });
  return dataOf('common/file/upload', (await res.json()) as Envelope<{ fileId: string }>).fileId;
}

/** What every API call answers: code '200' with the data, or another code with errorMsg. */
export interface Envelope<T> {
  code: string;
  data: T;
  errorMsg?: string;
}

/**
 * Calls the API as `token`'s user (null: logged out), sending `body` as JSON if given: the whole answer, so a
 * test can look at a refusal.
 */
export async function callApi<T>(
  server: RunningServer,
  token: string | null,
  method: 'GET' | 'POST',
  call: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const res = await fetch(`${server.url}/api/${call}`, {
    method,
    headers: { ...(token ? { token } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as Envelope<T>;
}

/** The data of a '200' answer; any other code throws with the server's message. */
function dataOf<T>(call: string, answer: Envelope<T>): T {
  if (answer.code !== '200') throw new Error(`${call}: ${answer.code} ${answer.errorMsg ?? ''}`);
  return answer.data;
}

/** GETs an API call as `token`'s user (null: logged out): the answer's data; a refusal throws. */
export async function getJson<T>(server: RunningServer, token: string | null, call: string): Promise<T> {
  return dataOf(call, await callApi<T>(server, token, 'GET', call));
}

/** POSTs `body` as JSON (none: an empty request) to an API call as `token`'s user (null: logged out): the answer's data. */
export async function postJson<T>(server: RunningServer, token: string | null, call: string, body?: unknown): Promise<T> {
  return dataOf(call, await callApi<T>(server, token, 'POST', call, body));
}

/** The `_token` link logs the browser in (docs/spec/SPEC.md section 2) and lands on the home page. */
export async function logIn(page: Page, server: RunningServer, token: string): Promise<void> {
  await page.goto(`${server.url}/?_token=${encodeURIComponent(token)}`);
  await page.waitForFunction(() => document.cookie.includes('token=') && window.location.search === '');
}

/** Where screenshots go (E2E_SHOTS, or /tmp/shots). */
export const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots';

/** Saves SHOTS/<name>.png. A full-page shot starts from the top: a scrolled page draws its sticky header mid-page. */
export async function screenshot(page: Page, name: string, fullPage = false): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

/**
 * Waits until the antd overlay (menu, dialog) holding the target has finished zooming in. Playwright's stability
 * check passes between animation frames on a busy machine, and a click during the zoom lands beside its target.
 */
export async function settled(target: Locator): Promise<void> {
  await expect
    .poll(() =>
      target.evaluate(
        (el) =>
          (el.closest('.ant-dropdown, .ant-modal-wrap, .ant-popover') ?? el)
            .getAnimations({ subtree: true })
            .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity).length,
      ),
    )
    .toBe(0);
}

/** What openContext takes beyond Playwright's options. */
export interface ContextWatch {
  /** Playwright's default wait (20 s). */
  timeout?: number;
  /** Also count console errors other than failed loads as errors (true). */
  consoleErrors?: boolean;
}

/**
 * A zh-CN browser context on a phone (Safari on an iPhone, touch, 390x844) or a desktop (1366x860), `options`
 * overriding; its pages' uncaught errors and console errors are pushed onto `errors`. E2E_DEBUG logs API
 * answers and the console, to follow a failing run.
 */
export async function openContext(
  browser: Browser,
  phone: boolean,
  errors: string[],
  options: BrowserContextOptions & ContextWatch = {},
): Promise<BrowserContext> {
  const { timeout = 20_000, consoleErrors = true, ...contextOptions } = options;
  const context = await browser.newContext({
    ...(phone
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent: IPHONE_UA }
      : { viewport: { width: 1366, height: 860 } }),
    locale: 'zh-CN',
    ...contextOptions,
  });
  context.setDefaultTimeout(timeout);
  context.on('page', (p) => {
    if (process.env.E2E_DEBUG) {
      p.on('response', (r) => {
        if (r.url().includes('/api/') || r.status() >= 400)
          console.log('[api]', r.status(), r.request().method(), new URL(r.url()).pathname);
      });
      p.on('console', (msg) => console.log('[console]', msg.type(), msg.text()));
    }
    p.on('pageerror', (e) => errors.push(`${p.url()}: ${e.message}`));
    if (consoleErrors)
      p.on('console', (msg) => {
        if (msg.type() === 'error' && !/Failed to load resource|net::ERR_/.test(msg.text()))
          errors.push(`${p.url()}: ${msg.text()}`);
      });
  });
  return context;
}
