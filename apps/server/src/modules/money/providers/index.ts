import type { Config } from '../../../config.ts';
import { loadSecret } from '../../../lib/secrets.ts';
import { createCcavenueProvider, type CcavenueProvider } from './ccavenue.ts';
import type { PaymentProvider } from './provider.ts';
import { createSandboxProvider, type SandboxProvider } from './sandbox.ts';

/**
 * Exactly one card provider is live: CCAvenue when its three variables are set, else the built-in
 * sandbox. A shop that takes real money never accepts sandbox results.
 */
export interface Providers {
  card: PaymentProvider;
  sandbox: SandboxProvider | undefined;
  ccavenue: CcavenueProvider | undefined;
  byName(name: string): PaymentProvider | undefined;
}

export function createProviders(
  config: Pick<
    Config,
    'paymentSecret' | 'paymentSecretPrevious' | 'dataDir' | 'ccavenue' | 'publicUrl'
  >,
): Providers {
  const ccavenue = config.ccavenue && createCcavenueProvider(config.ccavenue, config.publicUrl);
  const sandbox = ccavenue
    ? undefined
    : createSandboxProvider(
        loadSecret(config.paymentSecret, config.dataDir, 'payment-secret'),
        config.paymentSecretPrevious
          ? new TextEncoder().encode(config.paymentSecretPrevious)
          : undefined,
      );
  const card: PaymentProvider = ccavenue ?? sandbox!;
  return { card, sandbox, ccavenue, byName: (name) => (name === card.name ? card : undefined) };
}
