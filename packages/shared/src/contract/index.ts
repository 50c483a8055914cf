/**
 * The API contract: every call of the server, grouped by domain. docs/ARCHITECTURE.md ("Adding a call") says how a
 * call is declared here, served in apps/server and called from apps/web.
 */
import { accountCalls } from './account.js';
import { demandCalls } from './demand.js';
import { fileCalls } from './file.js';
import { messageCalls } from './message.js';
import { providerCalls } from './provider.js';
import { systemCalls } from './system.js';
import { wechatCalls } from './wechat.js';

export * from './call.js';
export { accountCalls };
export { demandCalls };
export { fileCalls };
export { messageCalls };
export { providerCalls };
export { systemCalls };
export { wechatCalls };

export const contract = {
  account: accountCalls,
  demand: demandCalls,
  file: fileCalls,
  message: messageCalls,
  provider: providerCalls,
  system: systemCalls,
  wechat: wechatCalls,
};
