/** The developer centre's logic, shared by the desktop and phone views: keys, the secret shown once, usage, examples. */
import {
  OPEN_HEADERS,
  OPEN_SCOPE_LABELS,
  OPEN_SCOPES,
  type CreatedOpenKey,
  type OpenKey,
  type OpenScope,
  type OpenUserInfo,
} from '@moxing/shared';
import { openApiCalls } from '@moxing/shared/calls';
import { useState } from 'react';
import { callUrl } from '../../api/client';
import { useSession } from '../../stores/session';
import { useCreateKey, useOpenUserInfo, useRevokeKey } from './api';

export const SCOPE_OPTIONS = OPEN_SCOPES.map((s) => ({ value: s, label: `${OPEN_SCOPE_LABELS[s]}（${s}）` }));

export const scopeText = (scopes: readonly OpenScope[]) => scopes.map((s) => OPEN_SCOPE_LABELS[s]).join('、');

export function useDeveloperCentre() {
  const token = useSession((s) => s.token);
  const info = useOpenUserInfo();
  const create = useCreateKey();
  const revoke = useRevokeKey();
  // The secret exists only in this answer: the server keeps none, so it is shown until the user closes it.
  const [created, setCreated] = useState<CreatedOpenKey | null>(null);
  return {
    loggedIn: Boolean(token),
    info,
    created,
    dismissSecret: () => setCreated(null),
    creating: create.isPending,
    createError: create.error,
    createKey: async (name: string, scopes: OpenScope[]) => setCreated(await create.mutateAsync({ name, scopes })),
    revokeKey: (key: OpenKey) => revoke.mutateAsync(key.keyId),
    revoking: revoke.isPending ? revoke.variables : undefined,
  };
}

export const activeKeys = (info: OpenUserInfo | undefined) => (info?.keys ?? []).filter((k) => !k.revokedAt);

export const totalCalls = (info: OpenUserInfo | undefined) => (info?.usage ?? []).reduce((n, d) => n + d.calls, 0);

/** The usage chart: calls per day over the last 30 days. */
export function usageOption(info: OpenUserInfo) {
  return {
    grid: { left: 40, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: info.usage.map((d) => d.day.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      { name: '调用次数', type: 'line', smooth: true, areaStyle: { opacity: 0.15 }, data: info.usage.map((d) => d.calls) },
    ],
  };
}

/** The curl of the quick start (the signature itself is computed by the Node script; curl cannot). */
export function curlExample(origin: string, keyId: string): string {
  return [
    `curl '${origin}${callUrl(openApiCalls.models, { pageNum: 1, pageSize: 10 })}' \\`,
    `  -H '${OPEN_HEADERS.key}: ${keyId}' \\`,
    `  -H '${OPEN_HEADERS.timestamp}: <Unix 秒>' \\`,
    `  -H '${OPEN_HEADERS.nonce}: <每次不同的随机串>' \\`,
    `  -H '${OPEN_HEADERS.signature}: <签名>'`,
  ].join('\n');
}

export const SIGNING_STEPS = [
  '拼接待签名字符串：请求方法、含查询串的路径、时间戳（Unix 秒）、随机串、请求体的 SHA-256（十六进制），以换行分隔',
  '用密钥 secret 计算 HMAC-SHA256，得到十六进制签名',
  `把密钥编号、时间戳、随机串与签名放进请求头 ${Object.values(OPEN_HEADERS).join('、')}`,
  '时间戳与服务器相差须在 5 分钟内，随机串不可重复使用；服务器时间可由 /api/home/signature 获取',
];
