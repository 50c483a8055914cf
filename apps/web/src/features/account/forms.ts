/**
 * What the account forms do, for the desktop (antd) and phone (antd-mobile) views alike: the values they send,
 * what follows a success, and the image captcha + SMS code sending. The views only lay the fields out.
 */
import { PHONE_RE, ResultCode, type SmsPurpose, type WechatMode } from '@moxing/shared';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/client';
import { safeRedirect } from '../../lib/redirect';
import { CAPTCHA_REQUIRED } from '../../lib/formRules';
import { session, useSession, type LoginTab } from '../../stores/session';
import { accountApi } from './api';
import {
  useCaptcha,
  useCodeLogin,
  usePasswordLogin,
  useRegister,
  useResetPassword,
  useSmsSender,
  useWechatConfig,
} from './hooks';
import { logoutLocally } from './session';

export interface PasswordLoginValues {
  login: string;
  password: string;
  /** Asked for once the server wants it (several wrong passwords for the number). */
  captcha?: string;
}

export interface CodeLoginValues {
  login: string;
  captcha: string;
  code: string;
}

export interface RegisterValues {
  type: number;
  login: string;
  captcha: string;
  code: string;
  password: string;
  confirm: string;
  nickname?: string;
  /** The inviter's code (from an invite link, /register?inviteCode=...). */
  inviteCode?: string;
  agree: boolean;
}

export type ResetValues = Omit<RegisterValues, 'type' | 'nickname' | 'inviteCode' | 'agree'>;

export interface LoginPanelProps {
  tab: LoginTab;
  onTabChange: (tab: LoginTab) => void;
  onDone: () => void;
  /** Called when a link leaves the panel (e.g. to close the dialog). */
  onNavigate?: () => void;
}

/** Runs a submit; a failure has already been shown by the client's error catalogue. */
async function succeeded(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch {
    return false;
  }
}

/**
 * Password login; when the server answers that the number needs the image captcha, the form shows one (`captcha`),
 * and a new one after every try, since each is good for one try.
 */
export function usePasswordLoginForm(onDone: () => void) {
  const login = usePasswordLogin();
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captchaQuery = useCaptcha(needsCaptcha);
  const captcha = captchaQuery.data ?? null;
  const submit = async (values: PasswordLoginValues) => {
    const answer = needsCaptcha && captcha ? { captchaId: captcha.captchaId, captcha: values.captcha?.trim() || undefined } : {};
    try {
      await login.mutateAsync({ login: values.login.trim(), plainPassword: values.password, ...answer });
      onDone();
    } catch (e) {
      if (e instanceof ApiError && e.fields?.captcha) setNeedsCaptcha(true);
      if (needsCaptcha) void captchaQuery.refetch();
    }
  };
  return {
    submit,
    pending: login.isPending,
    captcha: needsCaptcha
      ? { image: captcha, loading: captchaQuery.isFetching, refresh: () => void captchaQuery.refetch() }
      : null,
  };
}

export function useCodeLoginForm(onDone: () => void) {
  const login = useCodeLogin();
  const submit = async (values: CodeLoginValues) => {
    if (await succeeded(() => login.mutateAsync({ login: values.login.trim(), code: values.code.trim() }))) onDone();
  };
  return { submit, pending: login.isPending };
}

/** A successful registration is logged in and lands in the user centre. */
export function useRegisterForm(announce: () => void) {
  const register = useRegister();
  const navigate = useNavigate();
  const submit = async (values: RegisterValues) => {
    const ok = await succeeded(() =>
      register.mutateAsync({
        login: values.login.trim(),
        code: values.code.trim(),
        plainPassword: values.password,
        type: values.type,
        nickname: values.nickname?.trim() || undefined,
        inviteCode: values.inviteCode?.trim() || undefined,
      }),
    );
    if (!ok) return;
    announce();
    void navigate('/mycenter', { replace: true });
  };
  return { submit, pending: register.isPending };
}

export function useResetPasswordForm() {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const submit = async (values: ResetValues) => {
    const ok = await succeeded(() =>
      reset.mutateAsync({ login: values.login.trim(), code: values.code.trim(), plainPassword: values.password }),
    );
    if (!ok) return;
    // The server ends every session of the account after a reset.
    logoutLocally();
    setDone(true);
  };
  const goToLogin = () => {
    void navigate('/');
    session.openLogin('password');
  };
  return { submit, pending: reset.isPending, done, goToLogin };
}

/** The login page: a logged-in visitor goes straight on; after logging in here, on to `redirect`. */
export function useLoginPage(announce: () => void) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const [tab, setTab] = useState<LoginTab>(params.get('type') === 'code' ? 'code' : 'password');
  const [done, setDone] = useState(false);
  const target = safeRedirect(params.get('redirect'));
  const onDone = () => {
    setDone(true);
    announce();
    void navigate(target, { replace: true });
  };
  return { tab, setTab, target, alreadyIn: Boolean(token) && !done, onDone };
}

/** The login dialog (desktop) or popup (phone): after logging in, close it and go where it was opened for. */
export function useLoginDialog(announce: () => void) {
  const { open, tab, redirect } = useSession((s) => s.loginDialog);
  const navigate = useNavigate();
  const onDone = () => {
    announce();
    session.closeLogin();
    if (redirect) void navigate(redirect);
  };
  const panel: LoginPanelProps = {
    tab,
    onTabChange: (next) => session.setLoginTab(next),
    onDone,
    onNavigate: () => session.closeLogin(),
  };
  return { open, panel };
}

export const agreeRules = [
  {
    validator: (_: unknown, value: unknown) => (value ? Promise.resolve() : Promise.reject(new Error('请阅读并同意用户协议'))),
  },
];

/** The part of an antd or antd-mobile form instance the SMS fields use. */
export interface SmsForm {
  getFieldValue(name: string): string | undefined;
  setFields(fields: { name: string; errors: string[] }[]): void;
  setFieldValue(name: string, value: unknown): void;
  validateFields(names: string[]): Promise<unknown>;
}

/**
 * Image captcha + SMS code: `send` checks the captcha answer (it guards sending the code, not submitting the
 * form) and the phone field, sends, and clears the answer (every send needs a newly solved captcha).
 */
export function useSmsCodeFields(form: SmsForm, purpose: SmsPurpose, phoneField: string, onSent: () => void) {
  const sender = useSmsSender(purpose);
  const send = async () => {
    const answer = String(form.getFieldValue('captcha') ?? '').trim();
    form.setFields([{ name: 'captcha', errors: answer ? [] : [CAPTCHA_REQUIRED] }]);
    let phone: string;
    try {
      const values = (await form.validateFields([phoneField])) as Record<string, string | undefined>;
      phone = values[phoneField] ?? '';
    } catch {
      return;
    }
    if (!answer) return;
    const sent = await sender.send(phone.trim(), answer);
    form.setFieldValue('captcha', '');
    if (sent) onSent();
  };
  return { ...sender, send };
}

/** Whether a phone number is already registered: account/check answers code 100 (quietly) when it is. */
export function usePhoneRegistered() {
  const [registered, setRegistered] = useState<string | null>(null);
  const check = async (phone: string | undefined) => {
    const value = (phone ?? '').trim();
    if (!PHONE_RE.test(value)) return setRegistered(null);
    try {
      await accountApi.check(value);
      setRegistered(null);
    } catch (e) {
      setRegistered(e instanceof ApiError && e.code === ResultCode.quiet ? value : null);
    }
  };
  return { registered, check };
}

export type WechatPaneState =
  | { kind: 'loading' }
  | { kind: 'failed'; error: unknown; retry: () => void }
  | { kind: 'closed' }
  | { kind: 'open'; authorizeUrl: string };

/** The WeChat tab of the login panel: loads a fresh authorisation address (one-time state) once it is shown. */
export function useWechatPane(active: boolean, mode: WechatMode): WechatPaneState {
  const config = useWechatConfig(active, mode);
  if (config.isPending) return { kind: 'loading' };
  if (config.isError) return { kind: 'failed', error: config.error, retry: () => void config.refetch() };
  if (!config.data.configured || !config.data.authorizeUrl) return { kind: 'closed' };
  return { kind: 'open', authorizeUrl: config.data.authorizeUrl };
}

/** The invite code an invite link carried to the register page (/register?inviteCode=...). */
export function inviteFromLink(): string | undefined {
  return new URLSearchParams(window.location.search).get('inviteCode') ?? undefined;
}
