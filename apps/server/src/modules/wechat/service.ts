import { createHash, timingSafeEqual } from 'node:crypto';
import type { UserInfo, WechatLoginResult } from '@moxing/shared';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import type { WechatAccountRow } from '../../db/schema.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { randomToken } from '../../platform/passwords.js';
import type { WechatClient } from '../../platform/wechat/client.js';
import type { AccountService, ClientInfo } from '../account/service.js';
import * as q from './queries.js';

const STATE_TTL_MS = 10 * 60_000;
const BIND_TTL_MS = 15 * 60_000;
const QR_TTL_SECONDS = 600;

export interface WechatDeps {
  db: Db;
  config: Config;
  account: AccountService;
  client: WechatClient;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Reads one field of WeChat's push XML (`<Name><![CDATA[value]]></Name>` or `<Name>value</Name>`). */
export function xmlField(xml: string, name: string): string | null {
  const m = new RegExp(`<${name}>(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))</${name}>`).exec(xml);
  return m ? (m[1] ?? m[2] ?? '') : null;
}

export class WechatService {
  constructor(private readonly deps: WechatDeps) {}

  private get k() {
    return this.deps.db.kysely;
  }

  async configInfo(
    mode: 'qrconnect' | 'h5',
  ): Promise<{ configured: boolean; appId: string | null; authorizeUrl: string | null }> {
    const configured = this.deps.client.configured;
    return { configured, appId: this.deps.client.appId, authorizeUrl: configured ? await this.authorizeUrl(mode) : null };
  }

  /** A one-time state for the OAuth round trip, so a forged callback cannot log somebody in. */
  async authorizeUrl(mode: 'qrconnect' | 'h5'): Promise<string> {
    this.assertConfigured();
    const state = randomToken(16);
    const t = Date.now();
    await q.insertTicket(this.k, {
      id: state,
      kind: 'state',
      wechat_account_id: null,
      scene: null,
      created_at: iso(t),
      expires_at: iso(t + STATE_TTL_MS),
    });
    const redirect = `${this.deps.config.PUBLIC_URL.replace(/\/$/, '')}/wechatBind`;
    return this.deps.client.authorizeUrl(redirect, state, mode);
  }

  private async useTicket(id: string, kind: string) {
    const ticket = await q.findTicket(this.k, id, kind);
    if (!ticket || ticket.used_at || ticket.expires_at <= iso(Date.now())) {
      throw errors.validation(kind === 'state' ? '微信登录已过期，请重新扫码' : '绑定已过期，请重新微信扫码');
    }
    return ticket;
  }

  /** Logs in the user this WeChat account belongs to, or hands out a ticket to bind a phone number. */
  private async loginOrBind(account: WechatAccountRow, client: ClientInfo): Promise<WechatLoginResult> {
    const userId = account.user_id ?? (account.unionid ? await q.findUserIdByUnionid(this.k, account.unionid) : null);
    if (userId) {
      if (!account.user_id) await q.setAccountUser(this.k, account.id, userId, iso(Date.now()));
      return { status: 'loggedIn', login: await this.deps.account.loginUser(userId, client) };
    }
    const ticket = randomToken(16);
    const t = Date.now();
    await q.insertTicket(this.k, {
      id: ticket,
      kind: 'bind',
      wechat_account_id: account.id,
      scene: null,
      created_at: iso(t),
      expires_at: iso(t + BIND_TTL_MS),
    });
    return { status: 'needBind', ticket, nickname: account.nickname, avatar: account.avatar };
  }

  async webLogin(code: string, state: string | undefined, client: ClientInfo): Promise<WechatLoginResult> {
    this.assertConfigured();
    if (!state) throw errors.validation('微信登录已过期，请重新扫码');
    const ticket = await this.useTicket(state, 'state');
    if (!(await q.consumeTicket(this.k, ticket.id, iso(Date.now())))) throw errors.validation('微信登录已过期，请重新扫码');
    const tokens = await this.deps.client.exchangeCode(code);
    const info = await this.deps.client.userInfo(tokens.accessToken, tokens.openid);
    const account = await q.upsertAccount(this.k, {
      channel: 'open',
      ...info,
      unionid: info.unionid ?? tokens.unionid,
      at: iso(Date.now()),
    });
    return this.loginOrBind(account, client);
  }

  /** Binds the scanned WeChat account to a phone number (registering it when new), then logs in. */
  async bind(input: { ticket: string; login: string; code: string }, client: ClientInfo) {
    const ticket = await this.useTicket(input.ticket, 'bind');
    const userId = await this.deps.account.verifyCodeIn(input.login, 'bind', input.code, async (trx) => {
      if (!(await q.consumeTicket(trx, ticket.id, iso(Date.now())))) throw errors.validation('绑定已过期，请重新微信扫码');
      const account = ticket.wechat_account_id ? await q.findAccountById(trx, ticket.wechat_account_id) : undefined;
      if (!account) throw errors.validation('绑定已过期，请重新微信扫码');
      if (account.user_id) throw errors.conflict('该微信已绑定其他账号');
      const user = await this.deps.account.findOrRegister(trx, input.login, {
        nickname: account.nickname,
        avatar: account.avatar,
        utmFrom: 'wechat',
      });
      if ((await q.accountsOfUser(trx, user.id)).some((a) => a.channel === account.channel)) {
        throw errors.conflict('该手机号已绑定其他微信，请先解绑');
      }
      await q.setAccountUser(trx, account.id, user.id, iso(Date.now()));
      return user.id;
    });
    return this.deps.account.loginUser(userId, client);
  }

  async cancelBinding(user: AuthUser): Promise<UserInfo> {
    const info = await this.deps.account.userInfo(user.id);
    // Without a password, unbinding would leave only SMS login; that is allowed, but an account needs a phone.
    const r = await q.unbindUser(this.k, user.id, iso(Date.now()));
    if (Number(r.numUpdatedRows) === 0) throw errors.validation('当前账号未绑定微信');
    return { ...info, wechatBound: false };
  }

  // --- official account: scan a QR code, the push event tells who scanned ----------------------

  async createQrCode(): Promise<{ scene: string; qrContent: string; expireSeconds: number }> {
    const scene = `login_${randomToken(12)}`;
    const qr = await this.deps.client.createQrTicket(scene, QR_TTL_SECONDS);
    const t = Date.now();
    await q.insertTicket(this.k, {
      id: randomToken(16),
      kind: 'qrcode',
      wechat_account_id: null,
      scene,
      created_at: iso(t),
      expires_at: iso(t + qr.expireSeconds * 1000),
    });
    return { scene, qrContent: qr.url, expireSeconds: qr.expireSeconds };
  }

  async pollQrCode(
    scene: string,
    client: ClientInfo,
  ): Promise<WechatLoginResult | { status: 'waiting' } | { status: 'expired' }> {
    const ticket = await q.findTicketByScene(this.k, scene);
    if (!ticket || ticket.used_at || ticket.expires_at <= iso(Date.now())) return { status: 'expired' };
    if (!ticket.wechat_account_id) return { status: 'waiting' };
    if (!(await q.consumeTicket(this.k, ticket.id, iso(Date.now())))) return { status: 'expired' };
    const account = await q.findAccountById(this.k, ticket.wechat_account_id);
    if (!account) return { status: 'expired' };
    return this.loginOrBind(account, client);
  }

  verifySignature(query: { signature?: string; timestamp?: string; nonce?: string }): boolean {
    const token = this.deps.config.WECHAT_MP_TOKEN;
    if (!token || !query.signature || !query.timestamp || !query.nonce) return false;
    const expected = createHash('sha1').update([token, query.timestamp, query.nonce].sort().join('')).digest('hex');
    const a = Buffer.from(expected);
    const b = Buffer.from(query.signature);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  /** Handles a signed event push; a scan of a login QR code attaches the scanner to its ticket. */
  async handlePush(xml: string): Promise<void> {
    if (xmlField(xml, 'MsgType') !== 'event') return;
    const event = xmlField(xml, 'Event');
    if (event !== 'SCAN' && event !== 'subscribe') return;
    const openid = xmlField(xml, 'FromUserName');
    const scene = (xmlField(xml, 'EventKey') ?? '').replace(/^qrscene_/, '');
    if (!openid || !scene) return;
    const ticket = await q.findTicketByScene(this.k, scene);
    if (!ticket || ticket.used_at || ticket.expires_at <= iso(Date.now())) return;
    const info = await this.deps.client.subscriberInfo(openid);
    const account = await q.upsertAccount(this.k, { channel: 'mp', ...info, at: iso(Date.now()) });
    await q.setTicketAccount(this.k, ticket.id, account.id);
  }

  /** Refreshes the bound WeChat profile from a new authorisation code. */
  async updateWxLogin(user: AuthUser, code: string): Promise<UserInfo> {
    const tokens = await this.deps.client.exchangeCode(code);
    const info = await this.deps.client.userInfo(tokens.accessToken, tokens.openid);
    const existing = await q.findAccount(this.k, 'open', info.openid);
    if (existing?.user_id && existing.user_id !== user.id) throw errors.conflict('该微信已绑定其他账号');
    const account = await q.upsertAccount(this.k, {
      channel: 'open',
      ...info,
      unionid: info.unionid ?? tokens.unionid,
      at: iso(Date.now()),
    });
    const mine = await q.accountsOfUser(this.k, user.id);
    if (mine.some((a) => a.channel === 'open' && a.id !== account.id)) throw errors.conflict('当前账号已绑定其他微信，请先解绑');
    await q.setAccountUser(this.k, account.id, user.id, iso(Date.now()));
    return this.deps.account.userInfo(user.id);
  }

  /**
   * The openid WeChat Pay's JSAPI pays as (order module's `WechatPayers`): an openid belongs to one WeChat app, so only
   * when the login app (WECHAT_APP_ID) is the app WeChat Pay is bound to (WECHATPAY_APPID); the official account's
   * first, then the web login's.
   */
  async payOpenId(userId: number): Promise<string | null> {
    const { WECHAT_APP_ID: loginApp, WECHATPAY_APPID: payApp } = this.deps.config;
    if (!loginApp || loginApp !== payApp) return null;
    const accounts = await q.accountsOfUser(this.k, userId);
    const account = accounts.find((a) => a.channel === 'mp') ?? accounts.find((a) => a.channel === 'open');
    return account?.openid ?? null;
  }

  async phoneFromCode(code: string): Promise<{ phone: string }> {
    return { phone: await this.deps.client.phoneNumber(code) };
  }

  async scheme(path: string, query: string): Promise<{ openlink: string }> {
    return { openlink: await this.deps.client.generateScheme(path, query) };
  }

  async quickMark(user: AuthUser, page: string): Promise<Buffer> {
    return this.deps.client.miniProgramCode(`u=${user.id}`, page);
  }

  assertConfigured(): void {
    if (!this.deps.client.configured) throw new AppError('unavailable', '微信登录暂未开通：管理员尚未配置微信开放平台参数');
  }
}
