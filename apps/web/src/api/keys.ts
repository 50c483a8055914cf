/** Query-key factories: one per resource, so mutations can invalidate exactly what they change. */
export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  centre: () => [...accountKeys.all, 'centre'] as const,
  identities: () => [...accountKeys.all, 'identities'] as const,
  rights: (userId: number) => [...accountKeys.all, 'rights', userId] as const,
  captcha: (purpose: string, instance: string) => ['captcha', purpose, instance] as const,
};

export const wechatKeys = {
  all: ['wechat'] as const,
  config: (mode: 'qrconnect' | 'h5') => [...wechatKeys.all, 'config', mode] as const,
  loginUser: (code: string, state: string | undefined) => [...wechatKeys.all, 'loginUser', code, state ?? ''] as const,
};

export const apiDocKeys = {
  openapi: () => ['openapi'] as const,
};
