/** TanStack Query hooks for the account and WeChat calls. Mutations invalidate what they change. */
import { ResultCode, type SmsPurpose, type WechatMode } from '@moxing/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState } from 'react';
import { ApiError } from '../../api/client';
import { session, useSession } from '../../stores/session';
import { clearUtm, readUtm } from '../../stores/utm';
import { accountApi, accountKeys, wechatApi, wechatKeys } from './api';
import { completeLogin, loadCentre } from './session';

export function useCentreInfo() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: accountKeys.centre(),
    queryFn: async ({ signal }) => {
      const info = await accountApi.centreInfo({ signal });
      session.setUser(info.user);
      session.setPanel(info.panel);
      return info;
    },
    enabled: Boolean(token),
  });
}

export function useIdentities() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: accountKeys.identities(),
    queryFn: ({ signal }) => accountApi.identities({ signal }),
    enabled: Boolean(token),
  });
}

export function useAddIdentity() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (type: number) => accountApi.addIdentity(type),
    onSuccess: async (list) => {
      client.setQueryData(accountKeys.identities(), list);
      await Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.identities() }),
        client.invalidateQueries({ queryKey: accountKeys.centre() }),
        client.invalidateQueries({ queryKey: accountKeys.me() }),
      ]);
    },
  });
}

export function useChangeLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: accountApi.changeLogin,
    onSuccess: async (user) => {
      session.setUser(user);
      await Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.centre() }),
        client.invalidateQueries({ queryKey: accountKeys.me() }),
      ]);
    },
  });
}

export function usePasswordLogin() {
  return useMutation({
    mutationFn: accountApi.login,
    onSuccess: (result) => completeLogin(result, 'password'),
  });
}

export function useCodeLogin() {
  return useMutation({
    mutationFn: (body: { login: string; code: string }) => accountApi.loginByCode({ ...body, utm: readUtm() }),
    onSuccess: async (result) => {
      clearUtm();
      await completeLogin(result, 'code');
    },
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (body: {
      login: string;
      code: string;
      plainPassword: string;
      type: number;
      nickname?: string;
      inviteCode?: string;
    }) => accountApi.register({ ...body, utm: readUtm() }),
    onSuccess: async (result) => {
      clearUtm();
      await completeLogin(result, 'register');
    },
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: accountApi.resetPassword });
}

/** Refreshes user info and panel (e.g. after a change made elsewhere). */
export function useReloadCentre() {
  return useCallback(() => loadCentre(), []);
}

/** A fresh image captcha while `enabled` (password login after several wrong passwords for the number). */
export function useCaptcha(enabled: boolean) {
  const instance = useId();
  return useQuery({
    queryKey: accountKeys.captcha('login-password', instance),
    queryFn: () => accountApi.captcha(),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
  });
}

/**
 * Image captcha + SMS code sending with a resend countdown. Every send needs a freshly solved captcha: a new
 * one is loaded after each attempt, successful or not.
 */
export function useSmsSender(purpose: SmsPurpose) {
  const instance = useId();
  const captchaQuery = useQuery({
    queryKey: accountKeys.captcha(purpose, instance),
    queryFn: () => accountApi.captcha(),
    staleTime: Infinity, // a captcha is replaced only on purpose (after a send, or on a click)
    gcTime: 0,
    refetchOnMount: 'always',
  });
  const [secondsLeft, setSecondsLeft] = useState(0);
  const sendMutation = useMutation({ mutationFn: accountApi.sendCode });
  const { refetch } = captchaQuery;
  const refreshCaptcha = useCallback(async () => {
    await refetch();
  }, [refetch]);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const captcha = captchaQuery.data ?? null;
  const { mutateAsync } = sendMutation;

  /** Sends the code; resolves true when sent. Errors are already shown by the client's catalogue. */
  const send = useCallback(
    async (login: string, captchaAnswer: string): Promise<boolean> => {
      if (!captcha) return false;
      try {
        const result = await mutateAsync({ login, purpose, captchaId: captcha.captchaId, captcha: captchaAnswer });
        setSecondsLeft(result.resendAfterSeconds);
        return true;
      } catch (e) {
        if (e instanceof ApiError && e.code === ResultCode.rateLimited) setSecondsLeft((s) => Math.max(s, 60));
        return false;
      } finally {
        // every send needs a newly solved captcha
        void refetch();
      }
    },
    [captcha, purpose, refetch, mutateAsync],
  );

  return {
    captcha,
    captchaLoading: captchaQuery.isFetching,
    captchaError: captchaQuery.isError && !captchaQuery.isFetching,
    refreshCaptcha,
    send,
    sending: sendMutation.isPending,
    secondsLeft,
  };
}

export function useWechatConfig(enabled = true, mode: WechatMode = 'qrconnect') {
  return useQuery({
    queryKey: wechatKeys.config(mode),
    queryFn: () => wechatApi.config(mode),
    enabled,
    // authorizeUrl carries a one-time state: always fetch a fresh one
    staleTime: 0,
    gcTime: 0,
  });
}

export function useWechatLoginUser(code: string | null, state: string | undefined) {
  return useQuery({
    queryKey: wechatKeys.loginUser(code ?? '', state),
    queryFn: async () => {
      const result = await wechatApi.getLoginUser(code ?? '', state);
      if (result.status === 'loggedIn') await completeLogin(result.login, 'wechat');
      return result;
    },
    enabled: Boolean(code),
    staleTime: Infinity, // a WeChat code works once
    retry: false,
  });
}

export function useWechatBind() {
  return useMutation({
    mutationFn: wechatApi.bindUser,
    onSuccess: (result) => completeLogin(result, 'wechat'),
  });
}

export function useUpdateWxLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: wechatApi.updateWxLogin,
    onSuccess: async (user) => {
      session.setUser(user);
      await client.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}

export function useCancelWechatBinding() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: wechatApi.cancelBinding,
    onSuccess: async (user) => {
      session.setUser(user);
      await client.invalidateQueries({ queryKey: accountKeys.all });
    },
  });
}
