import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, createTestApp, form, newPhone, sha256, type TestApp } from '../../../test/harness.js';
import { register, sendCode, solveCaptcha } from '../../../test/flows.js';
import { AppError } from '../../platform/errors.js';

const countUsers = async (t: TestApp) =>
  Number(
    (
      await t.db.kysely
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { RATE_LIMIT: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, fields: Record<string, string | number>, token?: string, ip = '10.0.0.1') =>
    t.app.inject({
      method: 'POST',
      url,
      remoteAddress: ip,
      ...form(fields),
      headers: { ...form(fields).headers, ...(token ? { token } : {}) },
    });
  const get = (url: string, token?: string) => t.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

  it('registers, logs out, logs in by password and by code, and reads the user', async () => {
    const login = newPhone();
    const reg = await register(t, login, 'abc12345', 2);
    expect(reg.token).toMatch(/^[\w-]{40,}$/);
    expect(reg.userToken).toBeTruthy();

    const me = await get('/api/account/getUser', reg.token);
    expect(me.json().data).toMatchObject({
      id: reg.id,
      login,
      type: 2,
      typeName: '个人建模师',
      hasPassword: true,
      userAccount: { userIdentityId: 2 },
    });

    expect((await get(`/api/account/checkToken?token=${reg.token}`)).json().data.valid).toBe(true);
    expect((await get('/api/account/loginout', reg.token)).json().code).toBe('200');
    expect((await get(`/api/account/checkToken?token=${reg.token}`)).json().data).toEqual({ valid: false, expiresAt: null });
    const after = await get('/api/account/getUser', reg.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('1003');

    const byPassword = await post('/api/account/login', { login, password: sha256('abc12345') });
    expect(byPassword.json()).toMatchObject({ code: '200', data: { id: reg.id, userToken: reg.userToken } });

    const code = await sendCode(t, login, 'login');
    const byCode = await post('/api/account/loginByCode', { login, code });
    expect(byCode.json()).toMatchObject({ code: '200', data: { id: reg.id } });

    const panel = await get('/api/usercenter/user/info', byCode.json().data.token);
    expect(panel.json().data).toMatchObject({ user: { id: reg.id }, panel: { coinNum: 0, integral: 0 } });
  });

  it('stores the password as scrypt of the client hash, never the hash itself', async () => {
    const login = newPhone();
    await register(t, login, 'pass12345');
    const row = await t.db.kysely
      .selectFrom('users')
      .select('password_hash')
      .where('login', '=', login)
      .executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(sha256('pass12345'));
  });

  it('code login registers a new number and keeps the UTM fields', async () => {
    const login = newPhone();
    const code = await sendCode(t, login, 'login');
    const res = await post('/api/account/loginByCode', { login, code, utmFrom: 'baidu', utmCampaign: '春季', bdVid: 'bd1' });
    expect(res.json().code).toBe('200');
    const row = await t.db.kysely.selectFrom('users').selectAll().where('login', '=', login).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ utm_from: 'baidu', utm_campaign: '春季', bd_vid: 'bd1', password_hash: null, type: 0 });
  });

  it('refuses malformed phones, plain passwords, unknown fields and oversized bodies in Chinese', async () => {
    const bad = await post('/api/account/login', { login: '1234', password: sha256('x') });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: '400', errorMsg: '请输入 11 位中国大陆手机号' });

    const plain = await post('/api/account/login', { login: newPhone(), password: 'abc12345' });
    expect(plain.json().errorMsg).toContain('加密');

    const unknown = await post('/api/account/login', { login: newPhone(), password: sha256('x'), isAdmin: 1 });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMsg).toBe('不支持的字段“isAdmin”');

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ login: '13800000000', password: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: '413', errorMsg: '提交的内容过大' });

    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/account/login',
      headers: { 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().code).toBe('400');
  });

  it('answers a wrong password and an unknown number alike', async () => {
    const login = newPhone();
    await register(t, login, 'right1234');
    const wrong = await post('/api/account/login', { login, password: sha256('wrong1234') }, undefined, '10.1.0.1');
    const unknown = await post('/api/account/login', { login: newPhone(), password: sha256('wrong1234') }, undefined, '10.1.0.1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().errorMsg).toBe('手机号或密码错误');
  });

  it('never locks the owner out: failures elsewhere only ask the owner for the captcha', async () => {
    const login = newPhone();
    await register(t, login, 'right1234');
    // An attacker spread over many addresses.
    for (let i = 0; i < 8; i++) {
      const cap = i >= 3 ? await solveCaptcha(t) : {};
      const r = await post('/api/account/login', { login, password: sha256(`bad${i}`), ...cap }, undefined, `10.2.0.${i}`);
      expect(r.statusCode).toBe(400);
      expect(r.json().errorMsg).toBe('手机号或密码错误');
    }
    const bare = await post('/api/account/login', { login, password: sha256('right1234') }, undefined, '10.2.1.1');
    expect(bare.statusCode).toBe(400);
    expect(bare.json().fields.captcha).toBe('该账号密码错误次数较多，请输入图形验证码');
    const wrongCaptcha = { ...(await solveCaptcha(t)), captcha: 'ZZZZ' };
    const guessed = await post(
      '/api/account/login',
      { login, password: sha256('right1234'), ...wrongCaptcha },
      undefined,
      '10.2.1.1',
    );
    expect(guessed.json().fields.captcha).toBe('图形验证码错误或已过期，请刷新后重新输入');
    const owner = await post(
      '/api/account/login',
      { login, password: sha256('right1234'), ...(await solveCaptcha(t)) },
      undefined,
      '10.2.1.1',
    );
    expect(owner.json().code).toBe('200');
  });

  it('makes one address wait longer after each further wrong password for a number', async () => {
    const login = newPhone();
    await register(t, login, 'right1234');
    const ip = '10.2.2.1';
    const attempt = async (password: string) =>
      post('/api/account/login', { login, password: sha256(password), ...(await solveCaptcha(t)) }, undefined, ip);
    for (let i = 0; i < 5; i++) expect((await attempt(`bad${i}`)).statusCode).toBe(400);
    const first = await attempt('right1234');
    expect(first.statusCode).toBe(429);
    expect(first.json().errorMsg).toContain('密码错误次数过多');
    expect(Number(first.headers['retry-after'])).toBe(30);
    // The wait over, the next wrong password doubles it.
    await t.limiter.reset(`login:wait:${login}:${ip}`);
    expect((await attempt('bad5')).statusCode).toBe(400);
    expect(Number((await attempt('right1234')).headers['retry-after'])).toBe(60);
    // Meanwhile the owner, elsewhere, is not kept waiting.
    const owner = await post(
      '/api/account/login',
      { login, password: sha256('right1234'), ...(await solveCaptcha(t)) },
      undefined,
      '10.2.2.2',
    );
    expect(owner.json().code).toBe('200');
  });

  it('rate limits password login per address, whatever X-Forwarded-For claims', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 25; i++) {
      const r = await t.app.inject({
        method: 'POST',
        url: '/api/account/login',
        remoteAddress: '10.3.0.1',
        ...form({ login: newPhone(), password: sha256('x') }),
        headers: { ...form({}).headers, 'x-forwarded-for': `203.0.113.${i}` },
      });
      codes.push(r.statusCode);
    }
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
  });

  it('limits number checks per address', async () => {
    const answers: string[] = [];
    for (let i = 0; i < 12; i++)
      answers.push((await post('/api/account/check', { login: newPhone() }, undefined, '10.3.1.1')).json().code);
    expect(answers.slice(0, 10).every((c) => c === '200')).toBe(true);
    expect(answers.slice(10)).toEqual(['429', '429']);
  });

  it('needs a right, unused image captcha before sending a code', async () => {
    const login = newPhone();
    const cap = await solveCaptcha(t);
    const wrong = await post('/api/account/sendCode', { login, purpose: 'login', captchaId: cap.captchaId, captcha: 'ZZZZ' });
    expect(wrong.json()).toMatchObject({ code: '400', errorMsg: '图形验证码错误或已过期，请刷新后重新输入' });
    // One try per captcha: the right answer after a wrong one is refused too.
    const again = await post('/api/account/sendCode', { login, purpose: 'login', ...cap });
    expect(again.json().code).toBe('400');
    expect(t.sms.sent.filter((s) => s.phone === login)).toHaveLength(0);

    const image = await get(`/api/account/validCode?captchaId=${(await solveCaptcha(t)).captchaId}`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  });

  it('forgets a code the SMS gateway failed to send: it neither counts for the day nor holds back a retry', async () => {
    const login = newPhone();
    t.sms.failNext = new AppError('unavailable', '短信发送失败，请稍后重试');
    const failed = await post('/api/account/sendCode', { login, purpose: 'login', ...(await solveCaptcha(t)) });
    expect(failed.json()).toMatchObject({ code: '500', errorMsg: '短信发送失败，请稍后重试' });
    const rows = await t.db.kysely.selectFrom('sms_codes').select('id').where('login', '=', login).execute();
    expect(rows).toHaveLength(0);
    const retry = await post('/api/account/sendCode', { login, purpose: 'login', ...(await solveCaptcha(t)) });
    expect(retry.json().code).toBe('200');
    expect(t.sms.sent.filter((s) => s.phone === login)).toHaveLength(1);
  });

  it('draws the captcha as a picture that does not carry its answer', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/sms/captcha' });
    const { captchaId, image } = res.json().data as { captchaId: string; image: string };
    const { answer } = await t.db.kysely
      .selectFrom('captchas')
      .select('answer')
      .where('id', '=', captchaId)
      .executeTakeFirstOrThrow();
    expect(image).toMatch(/^data:image\/png;base64,/);
    const bytes = Buffer.from(image.split(',')[1] ?? '', 'base64');
    expect(bytes.subarray(1, 4).toString()).toBe('PNG');
    expect(bytes.toString('latin1')).not.toContain(answer);
    expect(bytes.toString('latin1')).not.toContain('<text');
  });

  it('sends one code a minute per number and refuses a second register of a number', async () => {
    const login = newPhone();
    const cap1 = await solveCaptcha(t);
    expect(
      (await post('/api/account/sendCode', { login, purpose: 'register', ...cap1 }, undefined, '10.4.0.1')).json().code,
    ).toBe('200');
    const cap2 = await solveCaptcha(t);
    const soon = await post('/api/account/sendCode', { login, purpose: 'register', ...cap2 }, undefined, '10.4.0.1');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().errorMsg).toContain('验证码已发送');

    const taken = newPhone();
    await register(t, taken);
    const cap3 = await solveCaptcha(t);
    const dup = await post('/api/account/sendCode', { login: taken, purpose: 'register', ...cap3 }, undefined, '10.4.0.2');
    expect(dup.statusCode).toBe(409);
    expect(dup.json().errorMsg).toBe('该手机号已注册');
  });

  it('refuses wrong, expired and reused codes and writes nothing', async () => {
    const login = newPhone();
    const before = await countUsers(t);
    const code = await sendCode(t, login, 'register');
    const wrongCode = code === '000000' ? '111111' : '000000';

    const wrong = await post('/api/account/regist', { login, code: wrongCode, password: sha256('abc12345') });
    expect(wrong.json()).toMatchObject({ code: '400', errorMsg: '验证码错误' });
    expect(await countUsers(t)).toBe(before);

    const ok = await post('/api/account/regist', { login, code, password: sha256('abc12345') });
    expect(ok.json().code).toBe('200');
    const reused = await post('/api/account/loginByCode', { login, code });
    expect(reused.json().errorMsg).toBe('验证码错误，请先获取验证码');
    const reusedSame = await post('/api/account/regist', { login, code, password: sha256('abc12345') });
    expect(reusedSame.json().errorMsg).toBe('验证码已使用，请重新获取');

    const login2 = newPhone();
    const code2 = await sendCode(t, login2, 'login');
    await t.db.kysely
      .updateTable('sms_codes')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('login', '=', login2)
      .execute();
    const expired = await post('/api/account/loginByCode', { login: login2, code: code2 });
    expect(expired.json().errorMsg).toBe('验证码已过期，请重新获取');
    expect(await t.db.kysely.selectFrom('users').select('id').where('login', '=', login2).executeTakeFirst()).toBeUndefined();
  });

  it('stops guessing a code after five wrong tries', async () => {
    const login = newPhone();
    const code = await sendCode(t, login, 'login');
    const wrongCode = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) await post('/api/account/loginByCode', { login, code: wrongCode });
    const res = await post('/api/account/loginByCode', { login, code });
    expect(res.json().errorMsg).toBe('验证码错误次数过多，请重新获取');
  });

  it('lets only one of two registrations racing with one code through', async () => {
    const login = newPhone();
    const code = await sendCode(t, login, 'register');
    const results = await Promise.all([
      post('/api/account/regist', { login, code, password: sha256('abc12345') }),
      post('/api/account/regist', { login, code, password: sha256('abc12345') }),
    ]);
    expect(results.map((r) => r.json().code).sort()).toEqual(['200', '400']);
    const n = await t.db.kysely.selectFrom('users').select('id').where('login', '=', login).execute();
    expect(n).toHaveLength(1);
  });

  it('resets a password by code, ending every other session', async () => {
    const login = newPhone();
    const reg = await register(t, login, 'old12345');
    const code = await sendCode(t, login, 'reset');
    expect((await post('/api/account/editPasswordByCode', { login, code, password: sha256('new12345') })).json().code).toBe(
      '200',
    );
    expect((await get('/api/account/getUser', reg.token)).json().code).toBe('1003');
    expect((await post('/api/account/login', { login, password: sha256('old12345') })).statusCode).toBe(400);
    expect((await post('/api/account/login', { login, password: sha256('new12345') })).json().code).toBe('200');

    // An unknown number gets the same answer and no SMS.
    const ghost = newPhone();
    const cap = await solveCaptcha(t);
    expect(
      (await post('/api/account/sendCode', { login: ghost, purpose: 'reset', ...cap }, undefined, '10.5.0.1')).json().code,
    ).toBe('200');
    expect(t.sms.sent.some((s) => s.phone === ghost)).toBe(false);
  });

  it('checks numbers quietly, changes the login number, and lists identities', async () => {
    const login = newPhone();
    const reg = await register(t, login);
    const taken = await post('/api/account/check', { login });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ code: '100', errorMsg: '该手机号已注册' });
    expect((await post('/api/account/check', { login: newPhone() })).json()).toMatchObject({
      code: '200',
      data: { registered: false },
    });

    const fresh = newPhone();
    const code = await sendCode(t, fresh, 'changeLogin');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/changeLogin',
      headers: { token: reg.token },
      payload: { newLogin: fresh, code },
    });
    expect(changed.json()).toMatchObject({ code: '200', data: { login: fresh } });

    const added = await get('/api/account/addUserIdentity?type=3', reg.token);
    expect(added.json().data.map((i: { type: number }) => i.type)).toEqual([0, 3]);
    const list = await get('/api/account/identityList', reg.token);
    expect(list.json().data.find((i: { current: boolean }) => i.current).type).toBe(3);
    expect((await get('/api/account/addUserIdentity?type=5', reg.token)).statusCode).toBe(400);
  });

  it('keeps rights, other users and the SMS log to those allowed', async () => {
    const a = await register(t, newPhone());
    const b = await register(t, newPhone(), 'abc12345', 3);
    expect((await get(`/api/account/getRight?userId=${a.id}`, a.token)).json().data).toMatchObject({ side: 'demand' });
    expect((await get(`/api/account/getRight?userId=${b.id}`, a.token)).statusCode).toBe(403);
    const other = (await get(`/api/account/getUser?id=${b.id}`, a.token)).json().data;
    expect(other.login).toMatch(/^\d{3}\*{4}\d{4}$/);
    expect(other).not.toHaveProperty('hasPassword');

    expect((await post('/api/wechat/getSmSendLog', {}, a.token)).statusCode).toBe(403);
    const opLogin = newPhone();
    await t.services.account.createUserWithPassword({ login: opLogin, passwordHash: sha256('op123456'), type: 5 });
    const op = (await post('/api/account/login', { login: opLogin, password: sha256('op123456') })).json().data;
    const log = await post('/api/wechat/getSmSendLog', { pageSize: 5 }, op.token);
    expect(log.json().data.list.length).toBeGreaterThan(0);
    expect(log.json().data.list[0].login).toContain('****');
  });

  it('finds a user by token for the _token link and says so when there is none', async () => {
    const reg = await register(t, newPhone());
    expect((await get(`/api/account/getUserInfoByToken?token=${reg.token}`)).json().data.id).toBe(reg.id);
    const none = await get('/api/account/getUserInfoByToken?token=nope');
    expect(none.json()).toMatchObject({ code: '300', errorMsg: '用户不存在' });
  });
});
