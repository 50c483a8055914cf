/**
 * The API contract: every call of the server, grouped by domain. docs/ARCHITECTURE.md ("Adding a call") says how a
 * call is declared here, served in apps/server and called from apps/web.
 */
import { messageCalls } from './message.js';
import { systemCalls } from './system.js';

export * from './call.js';
export { messageCalls, systemCalls };

export const contract = {
  system: systemCalls,
  message: messageCalls,
};
