import { randomBytes } from 'node:crypto';
import type { Config } from '../../config.js';
import type { PayChannel, PaymentProvider } from './provider.js';
import { SandboxProvider } from './sandbox.js';

export type { PayChannel, PaymentProvider } from './provider.js';

export interface PaymentProviders {
  /** The gateways offered, in the configured order (PAY_CHANNELS). */
  readonly channels: PayChannel[];
  get(channel: PayChannel): PaymentProvider | undefined;
  /** Present when the sandbox is offered: its checkout page is served and it delivers its own notifications. */
  readonly sandbox: SandboxProvider | null;
}

/** Makes a gateway from the configuration; each real gateway's module adds its entry here. */
type Factory = (config: Config) => PaymentProvider;

const FACTORIES: Partial<Record<PayChannel, Factory>> = {
  sandbox: (config) =>
    new SandboxProvider({ secret: config.SANDBOX_PAY_SECRET ?? randomBytes(32).toString('hex'), publicUrl: config.PUBLIC_URL }),
};

/** The gateways of PAY_CHANNELS; a channel no module provides is a configuration error at start-up. */
export function createPaymentProviders(config: Config): PaymentProviders {
  const map = new Map<PayChannel, PaymentProvider>();
  for (const channel of config.PAY_CHANNELS) {
    const factory = FACTORIES[channel];
    if (!factory) throw new Error(`配置有误：支付渠道 ${channel} 尚未接入`);
    map.set(channel, factory(config));
  }
  const sandbox = map.get('sandbox');
  return {
    channels: [...map.keys()],
    get: (channel) => map.get(channel),
    sandbox: sandbox instanceof SandboxProvider ? sandbox : null,
  };
}
