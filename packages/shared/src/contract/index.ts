/**
 * The API contract: every call of the server, grouped by domain. docs/ARCHITECTURE.md ("Adding a call") says how a
 * call is declared here, served in apps/server and called from apps/web.
 */
import { demandCalls } from './demand.js';
import { messageCalls } from './message.js';
import { providerCalls } from './provider.js';
import { systemCalls } from './system.js';

export * from './call.js';
export { demandCalls, messageCalls, providerCalls, systemCalls };

export const contract = {
  system: systemCalls,
  message: messageCalls,
  demand: demandCalls,
  provider: providerCalls,
};
