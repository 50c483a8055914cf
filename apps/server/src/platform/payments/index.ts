import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { PayChannel, PaymentProvider } from './provider.js';
import { configuredGatewayProviders } from './gateways.js';
import { SandboxProvider } from './sandbox.js';

export type { PayChannel, PaymentProvider } from './provider.js';

export interface PaymentProviders {
  /** The gateways offered, in the configured order (PAY_CHANNELS). */
  readonly channels: PayChannel[];
  get(channel: PayChannel): PaymentProvider | undefined;
  /** Present when the sandbox is offered: its checkout page is served and it delivers its own notifications. */
  readonly sandbox: SandboxProvider | null;
}

/**
 * The gateways of PAY_CHANNELS: the sandbox, and the real ones whose keys are set (gateways.ts). A listed
 * channel without its keys is a configuration error at start-up, never a payment that fails later.
 */
export function createPaymentProviders(config: Config): PaymentProviders {
  const gateways = new Map(configuredGatewayProviders(config).map((p) => [p.channel, p]));
  const map = new Map<PayChannel, PaymentProvider>();
  for (const channel of config.PAY_CHANNELS) {
    const provider =
      channel === 'sandbox'
        ? new SandboxProvider({
            secret: config.SANDBOX_PAY_SECRET ?? randomBytes(32).toString('hex'),
            publicUrl: config.PUBLIC_URL,
          })
        : gateways.get(channel);
    if (!provider) throw new Error(`配置有误：PAY_CHANNELS 含 ${channel}，但没有设置它的密钥（见 README 的支付设置）`);
    map.set(channel, provider);
  }
  const sandbox = map.get('sandbox');
  return {
    channels: [...map.keys()],
    get: (channel) => map.get(channel),
    sandbox: sandbox instanceof SandboxProvider ? sandbox : null,
  };
}
