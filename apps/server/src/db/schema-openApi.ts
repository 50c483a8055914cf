import type { Generated } from 'kysely';

/** Tables of migration 0029 (the open developer API). */
export interface OpenApiKeysTable {
  id: Generated<number>;
  user_id: number;
  /** Public: sent in the x-open-key header. */
  key_id: string;
  name: string;
  /** Comma-separated OPEN_SCOPES. */
  scopes: string;
  /** SHA-256 of the derived secret: tells a key from a server key that changed since (modules/openApi/secrets.ts). */
  secret_hash: string;
  /** Calls per minute. */
  rate_limit: number;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface OpenApiNoncesTable {
  key_id: number;
  nonce: string;
  expires_at: string;
}

export interface OpenApiUsageTable {
  key_id: number;
  /** YYYY-MM-DD (UTC). */
  day: string;
  calls: number;
}

export interface OpenApiTables {
  open_api_keys: OpenApiKeysTable;
  open_api_nonces: OpenApiNoncesTable;
  open_api_usage: OpenApiUsageTable;
}
