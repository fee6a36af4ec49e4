import { createCipheriv, createDecipheriv, createHash } from 'node:crypto';
import { formatPaise } from '@kusp/contracts';
import type { CcavenueConfig } from '../../../config.ts';
import { rupeesToPaise } from '../pricing.ts';
import {
  cancelledByPayer,
  CallbackRefused,
  RefundRefused,
  type PaymentProvider,
  type ProviderResult,
} from './provider.ts';

// CCAvenue's cipher: AES-128-CBC, key = MD5 of the working key (16 raw bytes), IV = bytes 0..15, hex.
const iv = Buffer.from(Array.from({ length: 16 }, (_, i) => i));
const keyOf = (workingKey: string) => createHash('md5').update(workingKey).digest();

export function ccavenueEncrypt(plain: string, workingKey: string): string {
  const cipher = createCipheriv('aes-128-cbc', keyOf(workingKey), iv);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('hex');
}

/** Throws CallbackRefused for anything that is not our key's ciphertext. */
export function ccavenueDecrypt(hex: string, workingKey: string): string {
  if (!/^(?:[0-9a-fA-F]{32}){1,256}$/.test(hex)) throw new CallbackRefused('encResp is not hex');
  try {
    const decipher = createDecipheriv('aes-128-cbc', keyOf(workingKey), iv);
    return Buffer.concat([decipher.update(Buffer.from(hex, 'hex')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new CallbackRefused('encResp does not decrypt with our key');
  }
}

/**
 * CCAvenue's order_id takes at most 30 letters and digits; our payment ids are UUIDs. The UUID's
 * 128 bits in base 36 fit in 25 and map back exactly.
 */
export function toCcavenueOrderId(paymentId: string): string {
  return BigInt(`0x${paymentId.replaceAll('-', '')}`).toString(36);
}

export function fromCcavenueOrderId(orderId: string): string | null {
  if (!/^[0-9a-z]{1,25}$/.test(orderId)) return null;
  let value = 0n;
  for (const digit of orderId) value = value * 36n + BigInt(parseInt(digit, 36));
  const hex = value.toString(16).padStart(32, '0');
  if (hex.length !== 32) return null;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Fields of our encRequest that no CCAvenue response carries. */
const requestOnlyFields = ['merchant_id', 'redirect_url', 'cancel_url', 'language'];

const paid = new Set(['Success', 'Successful', 'Shipped']);
const failed = new Set([
  'Failure',
  'Aborted',
  'Invalid',
  'Unsuccessful',
  'Cancelled',
  'Fraud',
  'Auto-Cancelled',
  'Timeout',
]);

/** The payer left CCAvenue's page (Cancel) rather than being declined. */
const cancelledStatuses = new Set(['Aborted', 'Cancelled']);

function paise(amount: string): number {
  try {
    return rupeesToPaise(amount);
  } catch {
    throw new CallbackRefused('amount is not a rupee amount');
  }
}

export interface CcavenueProvider extends PaymentProvider {
  /** The hidden fields of the form the browser posts to CCAvenue for this payment. */
  checkoutForm(payment: { paymentId: string; orderId: string; amount: number; currency: string }): {
    action: string;
    fields: { encRequest: string; access_code: string };
  };
}

export function createCcavenueProvider(
  config: CcavenueConfig,
  publicUrl: string,
): CcavenueProvider {
  const callbackUrl = `${publicUrl}/api/v1/payment/callback/ccavenue`;

  /** `final`: a callback always ends the attempt, so an unknown status counts as not paid. */
  function result(
    fields: {
      orderId: string | null | undefined;
      ourOrderId: string | null | undefined;
      status: string;
      amount: string;
      currency: string;
      reference?: string | null;
      reason?: string | null;
    },
    final: boolean,
  ): ProviderResult | null {
    const paymentId = fromCcavenueOrderId(fields.orderId ?? '');
    if (!paymentId || !fields.ourOrderId) throw new CallbackRefused('unknown order_id');
    const status = paid.has(fields.status)
      ? 'SUCCESS'
      : failed.has(fields.status) || final
        ? 'FAILED'
        : null;
    if (!status) return null;
    return {
      paymentId,
      orderId: fields.ourOrderId,
      status,
      amount: paise(fields.amount),
      currency: fields.currency,
      providerReference: fields.reference ?? null,
      failureReason:
        status !== 'FAILED'
          ? null
          : cancelledStatuses.has(fields.status)
            ? cancelledByPayer
            : fields.reason || fields.status || 'Unknown',
    };
  }

  /**
   * One call of CCAvenue's API (DoWebTrans): the request encrypted as the checkout's, the answer
   * decrypted; null when CCAvenue answers a failure (status other than 0).
   */
  async function apiCall(
    command: string,
    version: string,
    request: Record<string, string>,
  ): Promise<Record<string, unknown> | null> {
    const form = new URLSearchParams({
      enc_request: ccavenueEncrypt(JSON.stringify(request), config.workingKey),
      access_code: config.accessCode,
      command,
      request_type: 'JSON',
      response_type: 'JSON',
      version,
    });
    const response = await fetch(`${config.apiUrl}/apis/servlet/DoWebTrans`, {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(10_000),
    });
    const reply = new URLSearchParams(await response.text());
    if (reply.get('status') !== '0') return null;
    return JSON.parse(
      ccavenueDecrypt(reply.get('enc_response') ?? '', config.workingKey),
    ) as Record<string, unknown>;
  }

  /** The Order Status Tracker API (version 1.2): a provider answer, never the browser's word. */
  async function orderStatus(paymentId: string, orderId: string): Promise<ProviderResult | null> {
    const orderNo = toCcavenueOrderId(paymentId);
    const status = await apiCall('orderStatusTracker', '1.2', { order_no: orderNo });
    if (!status) return null;
    if (String(status.order_no ?? '') !== orderNo)
      throw new CallbackRefused('the Order Status API answered for another order');
    return result(
      {
        orderId: orderNo,
        ourOrderId: orderId,
        status: String(status.order_status ?? ''),
        amount: String(status.order_amt ?? ''),
        currency: String(status.order_currncy ?? ''),
        reference: status.reference_no ? String(status.reference_no) : null,
      },
      false,
    );
  }

  return {
    name: 'CCAVENUE',

    // The checkout page (pages.ts) builds the request from our rows when the browser opens it.
    createPayment: async () => {},
    checkoutPath: (paymentId) => `/pay/ccavenue/${paymentId}`,

    checkoutForm({ paymentId, orderId, amount, currency }) {
      const request = new URLSearchParams({
        merchant_id: config.merchantId,
        order_id: toCcavenueOrderId(paymentId),
        currency,
        amount: formatPaise(amount),
        redirect_url: callbackUrl,
        cancel_url: callbackUrl,
        language: 'EN',
        merchant_param1: orderId,
      });
      return {
        action: `${config.url}/transaction/transaction.do?command=initiateTransaction`,
        fields: {
          encRequest: ccavenueEncrypt(request.toString(), config.workingKey),
          access_code: config.accessCode,
        },
      };
    },

    /**
     * AES-CBC has no integrity, and our own encRequest decrypts with the same key: a response is
     * only a claim. One shaped like our request is refused; any other is believed only when the
     * Order Status API gives the same status, amount and currency for that payment.
     */
    async verifyCallback({ body }) {
      const encResp = typeof body.encResp === 'string' ? body.encResp : '';
      const response = new URLSearchParams(ccavenueDecrypt(encResp, config.workingKey));
      if (requestOnlyFields.some((field) => response.has(field)))
        throw new CallbackRefused('encResp is one of our own requests');
      const claimed = result(
        {
          orderId: response.get('order_id'),
          ourOrderId: response.get('merchant_param1'),
          status: response.get('order_status') ?? '',
          amount: response.get('amount') ?? '',
          currency: response.get('currency') ?? '',
          reference: response.get('tracking_id'),
          reason: response.get('failure_message') || response.get('status_message'),
        },
        true,
      )!;
      const confirmed = await orderStatus(claimed.paymentId, claimed.orderId).catch(
        (error: unknown) => {
          if (error instanceof CallbackRefused) throw error;
          throw new CallbackRefused(`the Order Status API did not answer: ${String(error)}`);
        },
      );
      if (
        confirmed?.status !== claimed.status ||
        confirmed.amount !== claimed.amount ||
        confirmed.currency !== claimed.currency
      )
        throw new CallbackRefused('the Order Status API does not confirm encResp');
      return { ...confirmed, failureReason: claimed.failureReason };
    },

    async status(db, paymentId) {
      const payment = await db
        .selectFrom('payments')
        .select(['order_id'])
        .where('id', '=', paymentId)
        .executeTakeFirst();
      return payment ? orderStatus(paymentId, payment.order_id) : null;
    },

    /**
     * The Refund API (refundOrder, version 1.1) on CCAvenue's tracking id; refund_ref_no is our
     * refund's id, which CCAvenue takes once. refund_status 0 is a refund; anything else says why not.
     */
    async refund(_trx, { amount, reference, providerReference }) {
      if (!providerReference) throw new RefundRefused('no CCAvenue tracking id for this payment');
      const answer = await apiCall('refundOrder', '1.1', {
        reference_no: providerReference,
        refund_amount: formatPaise(amount),
        refund_ref_no: reference.replaceAll('-', '').slice(0, 30),
      }).catch((error: unknown) => {
        throw new RefundRefused(`the Refund API did not answer: ${String(error)}`);
      });
      const result = (answer?.Refund_Order_Result ?? answer?.refund_Order_Result) as
        Record<string, unknown> | undefined;
      if (String(result?.refund_status) !== '0')
        throw new RefundRefused(`CCAvenue refused the refund: ${String(result?.reason ?? '')}`);
      return { providerReference: `${providerReference}/${reference}` };
    },
  };
}
