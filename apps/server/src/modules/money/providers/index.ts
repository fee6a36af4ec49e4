import type { Config } from '../../../config.ts';
import { loadSecret } from '../../../lib/secrets.ts';
import type { CardProcessor, PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.ts';

export interface Providers {
  /** The provider new card payments go to: CCAvenue when configured, else the sandbox. */
  card: PaymentProvider;
  /** Present only while CCAvenue is not configured: a live shop never accepts sandbox results. */
  sandbox: SandboxProvider | undefined;
  byName(name: string): PaymentProvider | undefined;
}

export function createProviders(
  config: Pick<Config, 'paymentSecret' | 'dataDir' | 'ccavenue' | 'publicUrl'>,
): Providers {
  const sandbox = config.ccavenue
    ? undefined
    : createSandboxProvider(loadSecret(config.paymentSecret, config.dataDir, 'payment-secret'));
  const all: PaymentProvider[] = sandbox ? [sandbox] : [];
  const card = all[0];
  if (!card) throw new Error('no card payment provider');
  return {
    card,
    sandbox,
    byName: (name) => all.find((provider) => provider.name === (name as CardProcessor)),
  };
}
