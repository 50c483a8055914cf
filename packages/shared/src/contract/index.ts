/**
 * The API contract: every call of the server, grouped by domain. docs/ARCHITECTURE.md ("Adding a call") says how a
 * call is declared here, served in apps/server and called from apps/web.
 */
import { accountCalls } from './account.js';
import { fileCalls } from './file.js';
import { messageCalls } from './message.js';
import { systemCalls } from './system.js';
import { wechatCalls } from './wechat.js';

export * from './call.js';
export { messageCalls, systemCalls };
export { accountCalls, fileCalls, wechatCalls };

export const contract = {
  system: systemCalls,
  message: messageCalls,
  account: accountCalls,
  wechat: wechatCalls,
  file: fileCalls,
};
