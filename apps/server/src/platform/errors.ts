import { ResultCode } from '@moxing/shared';

/** What went wrong, independent of HTTP. One table below maps each kind to an envelope code and status. */
export type ErrorKind =
  | 'validation'
  | 'unauthorized'
  | 'sessionRevoked'
  | 'userGone'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooLarge'
  | 'rateLimited'
  | 'quiet'
  | 'silent'
  | 'unavailable'
  | 'internal';

const MAPPING: Record<ErrorKind, { code: string; status: number }> = {
  validation: { code: ResultCode.validation, status: 400 },
  unauthorized: { code: ResultCode.unauthorized, status: 401 },
  sessionRevoked: { code: ResultCode.sessionRevoked, status: 401 },
  userGone: { code: ResultCode.userGone, status: 401 },
  forbidden: { code: ResultCode.forbidden, status: 403 },
  notFound: { code: ResultCode.notFound, status: 404 },
  conflict: { code: ResultCode.conflict, status: 409 },
  tooLarge: { code: ResultCode.tooLarge, status: 413 },
  rateLimited: { code: ResultCode.rateLimited, status: 429 },
  // "Not yet" answers are a normal outcome for the client, hence HTTP 200.
  quiet: { code: ResultCode.quiet, status: 200 },
  silent: { code: ResultCode.silent, status: 400 },
  unavailable: { code: ResultCode.server, status: 503 },
  internal: { code: ResultCode.server, status: 500 },
};

export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get code(): string {
    return MAPPING[this.kind].code;
  }

  get status(): number {
    return MAPPING[this.kind].status;
  }
}

export const errors = {
  validation: (msg: string) => new AppError('validation', msg),
  unauthorized: (msg = '请先登录') => new AppError('unauthorized', msg),
  forbidden: (msg = '没有权限进行此操作') => new AppError('forbidden', msg),
  notFound: (msg = '内容不存在或已删除') => new AppError('notFound', msg),
  conflict: (msg: string) => new AppError('conflict', msg),
  rateLimited: (msg: string, retryAfterSeconds?: number) =>
    new AppError('rateLimited', msg, retryAfterSeconds ? { retryAfterSeconds } : undefined),
};
