/**
 * Result codes of the API envelope (docs/spec/SPEC.md section 8, docs/ARCHITECTURE.md "API conventions").
 * The web client's error catalogue and the server's error mapping both read this table.
 */
export const ResultCode = {
  ok: '200',
  /** Quiet "not yet" answer: certification, account/check, model download check. */
  quiet: '100',
  /** Logged out: no or expired token. */
  unauthorized: '401',
  /** Logged out: the account was logged in elsewhere or disabled. */
  sessionRevoked: '1003',
  /** Logged out: the user no longer exists. */
  userGone: '300',
  /** Rejected without a message. */
  silent: '501',
  validation: '400',
  forbidden: '403',
  notFound: '404',
  conflict: '409',
  tooLarge: '413',
  rateLimited: '429',
  server: '500',
} as const;

export type ResultCodeValue = (typeof ResultCode)[keyof typeof ResultCode];

/** Codes after which the client logs the user out and opens the login dialog. */
export const LOGOUT_CODES: readonly string[] = [ResultCode.unauthorized, ResultCode.sessionRevoked, ResultCode.userGone];

export interface SuccessEnvelope<T> {
  code: '200';
  data: T;
  msg: 'success';
}

export interface FailureEnvelope {
  code: string;
  errorMsg: string;
  msg: string;
  requestId?: string;
}

export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** Older answers in the spec's envelope carry no `code`, only `status`, which is 0 on success (the transport, not an object's state). */
export const ENVELOPE_OK_STATUS = 0;
