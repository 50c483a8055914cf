import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/** Timestamps are ISO-8601 UTC strings: sortable as text and identical on SQLite and PostgreSQL. */
type Timestamp = string;

export interface UsersTable {
  id: Generated<number>;
  login: string;
  /** Stable public handle of the user, handed out with the login token (SPEC.md "userToken"). */
  user_token: string;
  password_hash: string | null;
  nickname: string;
  avatar: string | null;
  type: number;
  identity_id: number | null;
  address: string | null;
  full_address: string | null;
  /** 1 active, 0 disabled. */
  status: number;
  utm_from: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_keyword: string | null;
  utm_url: string | null;
  bd_vid: string | null;
  track_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface UserIdentitiesTable {
  id: Generated<number>;
  user_id: number;
  type: number;
  created_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<number>;
  token_hash: string;
  user_id: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  ip: string | null;
  user_agent: string | null;
}

export interface SmsCodesTable {
  id: Generated<number>;
  login: string;
  purpose: string;
  code_hash: string;
  attempts: number;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  ip: string | null;
}

export interface CaptchasTable {
  id: string;
  answer: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface WechatAccountsTable {
  id: Generated<number>;
  /** 'open' (web QR), 'mp' (official account), 'mini' (mini program). */
  channel: string;
  openid: string;
  unionid: string | null;
  user_id: number | null;
  nickname: string;
  avatar: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface WechatTicketsTable {
  id: string;
  /** 'bind' (scan done, phone to bind) or 'qrcode' (official-account QR waiting for a scan). */
  kind: string;
  wechat_account_id: number | null;
  scene: string | null;
  user_id: number | null;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface Database {
  users: UsersTable;
  user_identities: UserIdentitiesTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  captchas: CaptchasTable;
  wechat_accounts: WechatAccountsTable;
  wechat_tickets: WechatTicketsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type WechatAccountRow = Selectable<WechatAccountsTable>;
