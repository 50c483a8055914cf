/** The OpenAPI document the server writes from its zod schemas (plain JSON, not in the envelope). */
import { useQuery } from '@tanstack/react-query';
import { systemCalls } from '@moxing/shared/calls';
import { ApiError, callUrl, NETWORK_ERROR_TEXT } from '../../api/client';

/** The document's address, linked from the page for machines. */
export const OPENAPI_URL = callUrl(systemCalls.openapi);

export const apiDocKeys = {
  openapi: () => ['openapi'] as const,
};

export interface JsonSchema {
  type?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  anyOf?: JsonSchema[];
}

export interface Operation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { name: string; in: string; required: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

export interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<string, Record<string, Operation>>;
}

async function fetchOpenApi(signal: AbortSignal): Promise<OpenApiDoc> {
  let res: Response;
  try {
    res = await fetch(OPENAPI_URL, { signal, headers: { accept: 'application/json' } });
  } catch {
    throw new ApiError('network', 'network', NETWORK_ERROR_TEXT);
  }
  if (!res.ok) throw new ApiError('api', String(res.status), `接口文档暂时无法获取（HTTP ${res.status}）`);
  return (await res.json()) as OpenApiDoc;
}

export function useOpenApi() {
  return useQuery({ queryKey: apiDocKeys.openapi(), queryFn: ({ signal }) => fetchOpenApi(signal), staleTime: 5 * 60_000 });
}
