import type { FastifyBaseLogger } from 'fastify';

/** Sends an SMS verification code. The default writes it to the log; a real gateway plugs in here. */
export interface SmsProvider {
  readonly name: string;
  sendCode(phone: string, code: string): Promise<void>;
}

export function createLogSmsProvider(log: Pick<FastifyBaseLogger, 'info'>): SmsProvider {
  return {
    name: 'log',
    sendCode: async (phone, code) => {
      // The exact line is a contract: operators and tests read codes from it.
      log.info(`[sms] ${phone} ${code}`);
    },
  };
}
