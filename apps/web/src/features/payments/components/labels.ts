import dayjs from 'dayjs';
import type { PaymentProcessor } from '@kusp/contracts';

/** Where the money came from, in the customer's words. */
export const sourceLabels: Record<PaymentProcessor, string> = {
  WALLET: 'Wallet',
  CCAVENUE: 'Card (CCAvenue)',
  SANDBOX: 'Card (sandbox)',
};

/** 'dd/MM/yyyy HH:mm' in the browser's time zone. */
export const updatedAt = (iso: string) => dayjs(iso).format('DD/MM/YYYY HH:mm');
