import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { completeLogin } from '../stores/auth';
import { session } from '../stores/session';
import { accountKeys, wechatKeys } from './keys';
import { wechatApi } from './wechat';

export function useWechatConfig(enabled = true, mode: 'qrconnect' | 'h5' = 'qrconnect') {
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
