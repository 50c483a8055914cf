import { ApiError } from '../api/client';

/** A Chinese sentence for an error shown in a page's error state. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'timeout') return '请求超时，请检查网络后重试';
    return error.message;
  }
  if (error instanceof Error && error.message) return error.message;
  return '出了点问题，请稍后再试';
}
