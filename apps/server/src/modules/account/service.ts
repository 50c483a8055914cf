import { randomInt } from 'node:crypto';
import {
  SESSION_TTL_MS,
  USER_TYPE_LABELS,
  UserType,
  maskPhone,
  rightsForType,
  userSide,
  type CentrePanel,
  type Identity,
  type LoginResult,
  type PublicUser,
  type SmsPurpose,
  type UserInfo,
  type Utm,
  type UserTypeValue,
} from '@moxing/shared';
import type { Db, Executor } from '../../db/index.js';
import type { UserRow } from '../../db/schema.js';
import type { SessionResolver } from '../../platform/auth.js';
import { captchaPng, randomCaptchaText } from '../../platform/captcha.js';
import { AppError, errors } from '../../platform/errors.js';
import type { AuthUser } from '../../platform/http/route.js';
import { hashPassword, randomToken, sha256Hex, verifyPassword } from '../../platform/passwords.js';
import { waitText, type RateLimiter } from '../../platform/rate-limit.js';
import type { SmsProvider } from '../../platform/sms/index.js';
import { presentPublicUser, presentUser } from './present.js';
import * as q from './queries.js';
import { SessionCache, type CachedSession } from './session-cache.js';
import type { Bus } from '../../platform/bus.js';

/** Codes sent to a logged-in user's own number, never through the public account/sendCode. */
export type OwnCodePurpose = 'subAccount';
type CodePurpose = SmsPurpose | OwnCodePurpose;

const CAPTCHA_TTL_MS = 5 * 60_000;
const SMS_CODE_TTL_MS = 5 * 60_000;
const SMS_MAX_ATTEMPTS = 5;
const SMS_RESEND_MS = 60_000;
const SMS_PER_DAY = 10;
/**
 * Wrong passwords never lock the owner out. From one address, a number's failures after the first few make that
 * address wait, twice as long after each further one; from anywhere, a number with several recent failures asks
 * every login for the image captcha. (Calls per address are limited in platform/http/limits.ts.)
 */
const LOGIN_FREE_FAILURES = 4;
const LOGIN_FIRST_DELAY_MS = 30_000;
const LOGIN_MAX_DELAY_MS = 30 * 60_000;
const LOGIN_PAIR_WINDOW_MS = 24 * 3600_000;
const LOGIN_CAPTCHA_AFTER = 3;
const LOGIN_NUMBER_WINDOW_MS = 15 * 60_000;

export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

export interface AccountDeps {
  db: Db;
  sms: SmsProvider;
  limiter: RateLimiter;
  clock?: () => number;
  /** Reaches the session caches of the other processes (platform/bus.ts); without it a revocation reaches them within the cache's TTL. */
  bus?: Bus;
}

/** Invite codes (modules/content/invites.ts): who owns a code, and recording who brought a new user. */
export interface InviteAttribution {
  inviterOf(code: string): Promise<number>;
  attribute(trx: Executor, inviterId: number, inviteeId: number): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();

const utmColumns = (utm: Utm) => ({
  utm_from: utm.utmFrom ?? null,
  utm_campaign: utm.utmCampaign ?? null,
  utm_content: utm.utmContent ?? null,
  utm_keyword: utm.utmKeyword ?? null,
  utm_url: utm.utmUrl ?? null,
  bd_vid: utm.bdVid ?? null,
  track_id: utm.trackId ?? null,
});

export class AccountService implements SessionResolver {
  private readonly db: Db;
  private readonly sms: SmsProvider;
  private readonly limiter: RateLimiter;
  private readonly clock: () => number;
  private readonly sessions = new SessionCache();
  private invites: InviteAttribution | null = null;

  private readonly panelSources: ((userId: number) => Promise<Partial<CentrePanel>>)[] = [];

  constructor(deps: AccountDeps) {
    this.db = deps.db;
    this.sms = deps.sms;
    this.limiter = deps.limiter;
    this.clock = deps.clock ?? Date.now;
    if (deps.bus) void this.sessions.shareThrough(deps.bus);
  }

  private get k() {
    return this.db.kysely;
  }

  /** The content module's invite codes, handed in once both exist (app.ts). */
  admitInvites(invites: InviteAttribution): void {
    this.invites = invites;
  }

  // --- sessions -------------------------------------------------------------------------------

  async resolve(token: string): Promise<AuthUser> {
    return (await this.session(token)).user;
  }

  async checkToken(token: string): Promise<{ valid: boolean; expiresAt: string | null }> {
    try {
      return { valid: true, expiresAt: (await this.session(token)).expiresAt };
    } catch (e) {
      if (e instanceof AppError) return { valid: false, expiresAt: null };
      throw e;
    }
  }

  /** The session a token names, from the cache or else the database; throws AppError when it is not good. */
  private async session(token: string): Promise<CachedSession> {
    const hash = sha256Hex(token);
    const t = this.clock();
    const cached = this.sessions.get(hash, t);
    if (cached) return cached;
    const row = await q.findSessionWithUser(this.k, hash);
    if (!row) throw new AppError('unauthorized', '登录已失效，请重新登录');
    if (row.revoked_at) throw new AppError('sessionRevoked', '登录状态已失效，请重新登录');
    if (row.expires_at <= iso(t)) throw new AppError('unauthorized', '登录已过期，请重新登录');
    if (row.status !== 1) throw new AppError('userGone', '账号不存在或已停用');
    return this.sessions.set(hash, { id: row.userId, type: row.type, sessionId: row.sessionId }, row.expires_at, t);
  }

  private async startSession(db: Executor, user: UserRow, client: ClientInfo): Promise<LoginResult> {
    const token = randomToken();
    const t = this.clock();
    const s = await q.insertSession(db, {
      token_hash: sha256Hex(token),
      user_id: user.id,
      created_at: iso(t),
      expires_at: iso(t + SESSION_TTL_MS),
      ip: client.ip,
      user_agent: client.userAgent?.slice(0, 400) ?? null,
    });
    const bound = await q.isWechatBound(db, user.id);
    return { token, id: user.id, userToken: user.user_token, expiresAt: s.expires_at, user: presentUser(user, bound) };
  }

  /** Opens a session for a user another module has identified (WeChat login). */
  async loginUser(userId: number, client: ClientInfo): Promise<LoginResult> {
    const user = await q.findUserById(this.k, userId);
    if (!user || user.status !== 1) throw new AppError('userGone', '账号不存在或已停用');
    return this.startSession(this.k, user, client);
  }

  async logout(user: AuthUser): Promise<void> {
    await q.revokeSession(this.k, user.sessionId, iso(this.clock()));
    await this.sessions.dropSession(user.sessionId);
  }

  // --- captcha and SMS codes ------------------------------------------------------------------

  async createCaptcha(): Promise<{ captchaId: string; image: string }> {
    const t = this.clock();
    const text = randomCaptchaText();
    const captchaId = randomToken(16);
    await q.deleteExpiredCaptchas(this.k, iso(t));
    await q.insertCaptcha(this.k, { id: captchaId, answer: text, created_at: iso(t), expires_at: iso(t + CAPTCHA_TTL_MS) });
    return { captchaId, image: `data:image/png;base64,${(await captchaPng(text)).toString('base64')}` };
  }

  /** The captcha as an image, for `<img src=".../account/validCode?captchaId=">`; a fresh drawing each time. */
  async captchaImage(captchaId: string): Promise<Buffer> {
    const c = await q.findCaptcha(this.k, captchaId);
    if (!c || c.used_at || c.expires_at <= iso(this.clock())) throw errors.notFound('图形验证码已过期，请点击刷新');
    return captchaPng(c.answer);
  }

  /** Checks and spends a captcha: each one is good for one try, right or wrong, so it cannot be brute-forced. */
  private async solveCaptcha(captchaId: string, answer: string): Promise<boolean> {
    const t = this.clock();
    const c = await q.findCaptcha(this.k, captchaId);
    if (!c) return false;
    await q.consumeCaptcha(this.k, c.id, iso(t));
    return !c.used_at && c.expires_at > iso(t) && c.answer.toUpperCase() === answer.toUpperCase();
  }

  async sendCode(
    input: { login: string; purpose: SmsPurpose; captchaId: string; captcha: string },
    client: ClientInfo,
  ): Promise<{ sent: true; resendAfterSeconds: number }> {
    const t = this.clock();
    if (!(await this.solveCaptcha(input.captchaId, input.captcha))) {
      throw errors.validation('图形验证码错误或已过期，请刷新后重新输入');
    }
    const phoneWait = await this.limiter.hit(`sms:phone:${input.login}`, 1, SMS_RESEND_MS);
    if (phoneWait) throw errors.rateLimited(`验证码已发送，请 ${waitText(phoneWait)}后再获取`, Math.ceil(phoneWait / 1000));
    if ((await q.countSmsCodesSince(this.k, input.login, iso(t - 86_400_000))) >= SMS_PER_DAY) {
      throw errors.rateLimited('该手机号今日获取验证码次数已达上限，请明天再试');
    }

    const user = await q.findUserByLogin(this.k, input.login);
    switch (input.purpose) {
      case 'register':
      case 'changeLogin':
        if (user) throw errors.conflict('该手机号已注册');
        break;
      case 'reset':
        // Answer as if sent, so the form does not tell whether the number is registered.
        if (!user) return { sent: true, resendAfterSeconds: SMS_RESEND_MS / 1000 };
        break;
      case 'login':
      case 'bind':
        break;
    }

    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = await q.insertSmsCode(this.k, {
      login: input.login,
      purpose: input.purpose,
      code_hash: sha256Hex(`${input.login}:${input.purpose}:${code}`),
      created_at: iso(t),
      expires_at: iso(t + SMS_CODE_TTL_MS),
      ip: client.ip,
    });
    try {
      await this.sms.sendCode(input.login, code);
    } catch (err) {
      // A code that never went out is no code: it neither counts toward the day's limit nor holds back a retry.
      await q.deleteSmsCode(this.k, row.id);
      await this.limiter.reset(`sms:phone:${input.login}`);
      throw err;
    }
    return { sent: true, resendAfterSeconds: SMS_RESEND_MS / 1000 };
  }

  /**
   * Checks a code, then consumes it in the same transaction as the change it authorises, so a code is
   * spent only when that change is written. A wrong guess is counted before, outside it, so it sticks.
   * (Inside the transaction only `trx` may be used: SQLite has one connection.)
   */
  async verifyCodeIn<T>(login: string, purpose: CodePurpose, code: string, work: (trx: Executor) => Promise<T>): Promise<T> {
    const row = await q.latestSmsCode(this.k, login, purpose);
    if (!row) throw errors.validation('验证码错误，请先获取验证码');
    if (row.used_at) throw errors.validation('验证码已使用，请重新获取');
    if (row.expires_at <= iso(this.clock())) throw errors.validation('验证码已过期，请重新获取');
    if (row.attempts >= SMS_MAX_ATTEMPTS) throw errors.validation('验证码错误次数过多，请重新获取');
    if (row.code_hash !== sha256Hex(`${login}:${purpose}:${code}`)) {
      await q.addSmsAttempt(this.k, row.id);
      throw errors.validation('验证码错误');
    }
    return this.k.transaction().execute(async (trx) => {
      if (!(await q.consumeSmsCode(trx, row.id, iso(this.clock())))) throw errors.validation('验证码已使用，请重新获取');
      return work(trx);
    });
  }

  /**
   * Sends a code to a logged-in user's own number, for a sensitive step of their account (sub-accounts): no
   * captcha (the session stands for it), the same per-number wait and daily limit as the other codes.
   */
  async sendOwnCode(userId: number, purpose: OwnCodePurpose): Promise<{ login: string; resendAfterSeconds: number }> {
    const user = await q.findUserById(this.k, userId);
    if (!user) throw new AppError('userGone', '账号不存在或已停用');
    const t = this.clock();
    const wait = await this.limiter.hit(`sms:phone:${user.login}`, 1, SMS_RESEND_MS);
    if (wait) throw errors.rateLimited(`验证码已发送，请 ${waitText(wait)}后再获取`, Math.ceil(wait / 1000));
    if ((await q.countSmsCodesSince(this.k, user.login, iso(t - 86_400_000))) >= SMS_PER_DAY) {
      throw errors.rateLimited('该手机号今日获取验证码次数已达上限，请明天再试');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const row = await q.insertSmsCode(this.k, {
      login: user.login,
      purpose,
      code_hash: sha256Hex(`${user.login}:${purpose}:${code}`),
      created_at: iso(t),
      expires_at: iso(t + SMS_CODE_TTL_MS),
      ip: null,
    });
    try {
      await this.sms.sendCode(user.login, code);
    } catch (err) {
      await q.deleteSmsCode(this.k, row.id);
      await this.limiter.reset(`sms:phone:${user.login}`);
      throw err;
    }
    return { login: user.login, resendAfterSeconds: SMS_RESEND_MS / 1000 };
  }

  /** The login (phone number) of a user, for codes sent to it. */
  async loginOf(userId: number): Promise<string> {
    const user = await q.findUserById(this.k, userId);
    if (!user) throw new AppError('userGone', '账号不存在或已停用');
    return user.login;
  }

  /** A new account with a password, inside the caller's transaction (a company's sub-account). */
  async registerIn(
    trx: Executor,
    input: { login: string; passwordHash: string; type: number; nickname: string },
  ): Promise<UserRow> {
    if (await q.findUserByLogin(trx, input.login)) throw errors.conflict('该手机号已注册，请换一个手机号');
    return this.createUser(trx, { ...input, passwordHash: await hashPassword(input.passwordHash), utm: {} });
  }

  /** Enables or disables an account (a sub-account); disabling ends its sessions at once. */
  async setActive(trx: Executor, userId: number, active: boolean, nickname?: string): Promise<void> {
    await q.updateUser(trx, userId, { status: active ? 1 : 0, ...(nickname ? { nickname } : {}), updated_at: iso(this.clock()) });
    if (!active) await this.sessions.dropUser(userId);
  }

  /** The user with this number, registered on the way when new (WeChat binding, inside its transaction). */
  async findOrRegister(
    trx: Executor,
    login: string,
    profile: { nickname: string; avatar: string | null; utmFrom: string },
  ): Promise<UserRow> {
    const existing = await q.findUserByLogin(trx, login);
    if (existing) return existing;
    const nickname = profile.nickname.slice(0, 30) || undefined;
    return this.createUser(trx, {
      login,
      passwordHash: null,
      type: UserType.buyer,
      nickname,
      avatar: profile.avatar,
      utm: { utmFrom: profile.utmFrom },
    });
  }

  // --- register and login ---------------------------------------------------------------------

  private async createUser(
    db: Executor,
    input: { login: string; passwordHash: string | null; type: number; nickname?: string; avatar?: string | null; utm: Utm },
  ): Promise<UserRow> {
    const at = iso(this.clock());
    const user = await q.insertUser(db, {
      login: input.login,
      user_token: randomToken(24),
      password_hash: input.passwordHash,
      nickname: input.nickname || `用户${input.login.slice(-4)}`,
      avatar: input.avatar ?? null,
      type: input.type,
      identity_id: input.type,
      address: null,
      full_address: null,
      status: 1,
      ...utmColumns(input.utm),
      created_at: at,
      updated_at: at,
    });
    await q.insertIdentity(db, user.id, input.type, at);
    return user;
  }

  async register(
    input: { login: string; code: string; password: string; type: number; nickname?: string; inviteCode?: string } & Utm,
    client: ClientInfo,
  ): Promise<LoginResult> {
    const { login, code, password, type, nickname, inviteCode, ...utm } = input;
    // An unknown invite code is refused before the SMS code is spent.
    const inviterId = inviteCode && this.invites ? await this.invites.inviterOf(inviteCode) : null;
    const passwordHash = await hashPassword(password);
    return this.verifyCodeIn(login, 'register', code, async (trx) => {
      if (await q.findUserByLogin(trx, login)) throw errors.conflict('该手机号已注册，请直接登录');
      const user = await this.createUser(trx, { login, passwordHash, type, nickname, utm });
      if (inviterId !== null) await this.invites!.attribute(trx, inviterId, user.id);
      return this.startSession(trx, user, client);
    });
  }

  async login(
    input: { login: string; password: string; captchaId?: string; captcha?: string },
    client: ClientInfo,
  ): Promise<LoginResult> {
    const pair = `${input.login}:${client.ip ?? '-'}`;
    const { resetMs: wait } = await this.limiter.count(`login:wait:${pair}`);
    if (wait) {
      throw errors.rateLimited(`密码错误次数过多，请 ${waitText(wait)}后再试，或使用验证码登录`, Math.ceil(wait / 1000));
    }
    const numberKey = `login:fail:${input.login}`;
    if ((await this.limiter.count(numberKey)).count >= LOGIN_CAPTCHA_AFTER) {
      const solved = input.captchaId && input.captcha ? await this.solveCaptcha(input.captchaId, input.captcha) : false;
      if (!solved) {
        const message = input.captcha ? '图形验证码错误或已过期，请刷新后重新输入' : '该账号密码错误次数较多，请输入图形验证码';
        throw new AppError('validation', message, { fields: { captcha: message } });
      }
    }

    const user = await q.findUserByLogin(this.k, input.login);
    const ok = await verifyPassword(input.password, user?.password_hash ?? null);
    if (!user || !ok) {
      await this.limiter.hit(numberKey, Number.MAX_SAFE_INTEGER, LOGIN_NUMBER_WINDOW_MS);
      await this.limiter.hit(`login:pair:${pair}`, Number.MAX_SAFE_INTEGER, LOGIN_PAIR_WINDOW_MS);
      const { count } = await this.limiter.count(`login:pair:${pair}`);
      if (count > LOGIN_FREE_FAILURES) {
        const delay = Math.min(LOGIN_FIRST_DELAY_MS * 2 ** (count - LOGIN_FREE_FAILURES - 1), LOGIN_MAX_DELAY_MS);
        await this.limiter.hit(`login:wait:${pair}`, 1, delay);
      }
      throw errors.validation('手机号或密码错误');
    }
    if (user.status !== 1) throw new AppError('forbidden', '该账号已停用，请联系客服');
    await this.limiter.reset(`login:pair:${pair}`);
    return this.startSession(this.k, user, client);
  }

  /** Code login registers a new number on the way, as Chinese sites do. */
  async loginByCode(input: { login: string; code: string } & Utm, client: ClientInfo): Promise<LoginResult> {
    const { login, code, ...utm } = input;
    return this.verifyCodeIn(login, 'login', code, async (trx) => {
      const user =
        (await q.findUserByLogin(trx, login)) ??
        (await this.createUser(trx, { login, passwordHash: null, type: UserType.buyer, utm }));
      if (user.status !== 1) throw new AppError('forbidden', '该账号已停用，请联系客服');
      return this.startSession(trx, user, client);
    });
  }

  async resetPassword(input: { login: string; code: string; password: string }): Promise<void> {
    const passwordHash = await hashPassword(input.password);
    await this.verifyCodeIn(input.login, 'reset', input.code, async (trx) => {
      const user = await q.findUserByLogin(trx, input.login);
      if (!user) throw errors.validation('验证码错误');
      const at = iso(this.clock());
      await q.updateUser(trx, user.id, { password_hash: passwordHash, updated_at: at });
      await q.revokeUserSessions(trx, user.id, at);
      return user.id;
    }).then((userId) => this.sessions.dropUser(userId));
    await this.limiter.reset(`login:fail:${input.login}`);
  }

  /** Quiet code 100 when the number is taken, so the register form can say so without a red message. */
  async checkLoginFree(login: string): Promise<{ registered: false }> {
    if (await q.findUserByLogin(this.k, login)) throw new AppError('quiet', '该手机号已注册');
    return { registered: false };
  }

  async changeLogin(user: AuthUser, input: { newLogin: string; code: string }): Promise<UserInfo> {
    return this.verifyCodeIn(input.newLogin, 'changeLogin', input.code, async (trx) => {
      if (await q.findUserByLogin(trx, input.newLogin)) throw errors.conflict('该手机号已被其他账号使用');
      await q.updateUser(trx, user.id, { login: input.newLogin, updated_at: iso(this.clock()) });
      return this.userInfoIn(trx, user.id);
    });
  }

  // --- reading users --------------------------------------------------------------------------

  private async userInfoIn(db: Executor, id: number): Promise<UserInfo> {
    const u = await q.findUserById(db, id);
    if (!u) throw new AppError('userGone', '用户不存在');
    return presentUser(u, await q.isWechatBound(db, id));
  }

  userInfo(id: number): Promise<UserInfo> {
    return this.userInfoIn(this.k, id);
  }

  async getUser(viewer: AuthUser, id: number | undefined): Promise<UserInfo | PublicUser> {
    if (id === undefined || id === viewer.id) return this.userInfo(viewer.id);
    const u = await q.findUserById(this.k, id);
    if (!u || u.status !== 1) throw errors.notFound('用户不存在');
    return presentPublicUser(u);
  }

  async userInfoByToken(token: string): Promise<UserInfo> {
    const auth = await this.resolve(token).catch(() => {
      throw new AppError('userGone', '用户不存在');
    });
    return this.userInfo(auth.id);
  }

  async getByLogin(login: string): Promise<PublicUser> {
    const u = await q.findUserByLogin(this.k, login);
    if (!u || u.status !== 1) throw errors.notFound('未找到该手机号对应的用户');
    return presentPublicUser(u);
  }

  async rights(viewer: AuthUser, userId: number): Promise<{ userId: number; side: string; rights: string[] }> {
    if (viewer.id !== userId && viewer.type !== UserType.operator) throw errors.forbidden('只能查看自己的权限');
    const u = await q.findUserById(this.k, userId);
    if (!u) throw errors.notFound('用户不存在');
    return { userId, side: userSide(u.type), rights: rightsForType(u.type) };
  }

  // --- identities -----------------------------------------------------------------------------

  async addIdentity(user: AuthUser, type: number): Promise<Identity[]> {
    const at = iso(this.clock());
    await this.k.transaction().execute(async (trx) => {
      await q.insertIdentity(trx, user.id, type, at);
      await q.updateUser(trx, user.id, { type, identity_id: type, updated_at: at });
    });
    await this.sessions.dropUser(user.id);
    return this.identities(user.id);
  }

  async identities(userId: number): Promise<Identity[]> {
    const u = await q.findUserById(this.k, userId);
    const rows = await q.listIdentities(this.k, userId);
    return rows.map((r) => ({
      id: r.id,
      type: r.type,
      typeName: USER_TYPE_LABELS[r.type as UserTypeValue] ?? '用户',
      current: u?.type === r.type,
      createdAt: r.created_at,
    }));
  }

  // --- user centre ----------------------------------------------------------------------------

  /** Other modules fill in their part of the centre panel (money: coins, earnings, package orders). */
  addPanelSource(source: (userId: number) => Promise<Partial<CentrePanel>>): void {
    this.panelSources.push(source);
  }

  /** The centre panel: what no module has filled in (points, until that module exists) stays at zero. */
  async centrePanel(user: AuthUser): Promise<{ user: UserInfo; panel: CentrePanel }> {
    const parts = await Promise.all(this.panelSources.map((source) => source(user.id)));
    let panel: CentrePanel = {
      coinNum: 0,
      earnings: 0,
      comboOrder: 0,
      integral: 0,
      signFlag: false,
      packageList: [{ comboPackageShow: false, comboPackageList: [] }],
    };
    for (const part of parts) panel = { ...panel, ...part };
    return { user: await this.userInfo(user.id), panel };
  }

  // --- operators ------------------------------------------------------------------------------

  async smsLog(pageNum: number, pageSize: number) {
    const { rows, total } = await q.listSmsLog(this.k, (pageNum - 1) * pageSize, pageSize);
    const t = iso(this.clock());
    return {
      list: rows.map((r) => ({
        id: r.id,
        login: maskPhone(r.login),
        purpose: r.purpose,
        createdAt: r.created_at,
        status: r.used_at ? ('used' as const) : r.expires_at <= t ? ('expired' as const) : ('pending' as const),
        attempts: r.attempts,
        ip: r.ip,
      })),
      total,
      pageNum,
      pageSize,
    };
  }

  /** The operator command: creates or updates an account with a password. */
  async createUserWithPassword(input: {
    login: string;
    passwordHash: string;
    type: number;
    nickname?: string;
  }): Promise<UserRow> {
    const hash = await hashPassword(input.passwordHash);
    return this.k.transaction().execute(async (trx) => {
      const existing = await q.findUserByLogin(trx, input.login);
      if (existing) {
        const at = iso(this.clock());
        await q.updateUser(trx, existing.id, { password_hash: hash, type: input.type, identity_id: input.type, updated_at: at });
        await q.insertIdentity(trx, existing.id, input.type, at);
        await this.sessions.dropUser(existing.id);
        return (await q.findUserById(trx, existing.id))!;
      }
      return this.createUser(trx, {
        login: input.login,
        passwordHash: hash,
        type: input.type,
        nickname: input.nickname,
        utm: {},
      });
    });
  }
}
