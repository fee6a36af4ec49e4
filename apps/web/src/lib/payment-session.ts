import type { PaymentProcessor } from '@kusp/contracts';
import { safePath } from './return-path';

/**
 * What a card payment needs to survive the trip to the payment page and back, kept in session
 * storage under the spec's keys: 'order' (the order and what it is for) and 'redirectTo' (where
 * Continue on /user/payment-status goes).
 */
const ORDER_KEY = 'order';
const REDIRECT_KEY = 'redirectTo';

/** The order waiting for a card payment, with the context the order summary shows. */
export interface PendingOrder {
  orderId: string;
  /** The question's subject and text, when the order pays for a question. */
  subject?: string;
  question?: string;
}

export function storePendingOrder(order: PendingOrder, redirectTo: string) {
  sessionStorage.setItem(ORDER_KEY, JSON.stringify(order));
  storeRedirect(redirectTo);
}

export function pendingOrder(): PendingOrder | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(ORDER_KEY) ?? 'null');
    if (typeof value !== 'object' || value === null) return null;
    const { orderId, subject, question } = value as Record<string, unknown>;
    if (typeof orderId !== 'string' || !orderId) return null;
    return {
      orderId,
      ...(typeof subject === 'string' ? { subject } : {}),
      ...(typeof question === 'string' ? { question } : {}),
    };
  } catch {
    return null;
  }
}

export function storeRedirect(path: string) {
  sessionStorage.setItem(REDIRECT_KEY, path);
}

/** The stored return path, if any, kept for whoever takes it later. */
export const storedRedirect = () => safePath(sessionStorage.getItem(REDIRECT_KEY));

/** The stored return path (or '/'), forgetting it and the pending order: the payment is over. */
export function takeRedirect(): string {
  const to = safePath(sessionStorage.getItem(REDIRECT_KEY)) ?? '/';
  sessionStorage.removeItem(REDIRECT_KEY);
  sessionStorage.removeItem(ORDER_KEY);
  return to;
}

/**
 * The card processor the browser asks for, as the spec's client does; the server pays through its
 * configured provider (CCAvenue, or the built-in sandbox gateway while CCAvenue is not set up).
 */
export const cardProcessor: PaymentProcessor = 'CCAVENUE';

/** Leaves the app for the payment provider's page (a full page load, not a route). */
export function openPaymentPage(address: string) {
  window.location.assign(address);
}
