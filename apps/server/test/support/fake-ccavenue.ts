import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ccavenueDecrypt, ccavenueEncrypt } from '../../src/modules/money/providers/ccavenue.ts';

export interface FakeCcavenue {
  url: string;
  merchantId: string;
  accessCode: string;
  workingKey: string;
  /** order_status the next checkout ends with. */
  outcome: 'Success' | 'Failure' | 'Aborted';
  /** What the customer has paid, by CCAvenue order_id, as the status API reports it. */
  orders: Map<string, { status: string; amount: string; currency: string; tracking: string }>;
  close(): Promise<void>;
}

async function form(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
}

/**
 * A small stand-in for CCAvenue with the same cipher: the checkout decrypts encRequest and answers
 * the page that posts encResp back to redirect_url; the status API answers orderStatusTracker.
 */
export async function startFakeCcavenue(): Promise<FakeCcavenue> {
  const fake: Omit<FakeCcavenue, 'url' | 'close'> = {
    merchantId: 'M-1234',
    accessCode: 'AVTEST00ACCESS',
    workingKey: 'WORKINGKEY0123456789ABCDEF012345',
    outcome: 'Success',
    orders: new Map(),
  };
  let tracking = 1000;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await form(request);
      if (request.url === '/transaction/transaction.do?command=initiateTransaction') {
        if (body.get('access_code') !== fake.accessCode) return response.writeHead(403).end();
        const params = new URLSearchParams(
          ccavenueDecrypt(body.get('encRequest') ?? '', fake.workingKey),
        );
        if (params.get('merchant_id') !== fake.merchantId) return response.writeHead(403).end();
        const orderId = params.get('order_id') ?? '';
        const result = {
          status: fake.outcome,
          amount: params.get('amount') ?? '',
          currency: params.get('currency') ?? '',
          tracking: String(++tracking),
        };
        fake.orders.set(orderId, {
          ...result,
          status: fake.outcome === 'Success' ? 'Shipped' : fake.outcome,
        });
        const encResp = ccavenueEncrypt(
          new URLSearchParams({
            order_id: orderId,
            tracking_id: result.tracking,
            order_status: result.status,
            amount: result.amount,
            currency: result.currency,
            merchant_param1: params.get('merchant_param1') ?? '',
          }).toString(),
          fake.workingKey,
        );
        const target =
          fake.outcome === 'Aborted' ? params.get('cancel_url') : params.get('redirect_url');
        return response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            `<form method="post" action="${target}"><input type="hidden" name="encResp" value="${encResp}"><input type="hidden" name="orderNo" value="${orderId}"></form>`,
          );
      }
      if (
        request.url === '/apis/servlet/DoWebTrans' &&
        body.get('command') === 'orderStatusTracker'
      ) {
        const query = JSON.parse(
          ccavenueDecrypt(body.get('enc_request') ?? '', fake.workingKey),
        ) as {
          order_no: string;
        };
        const order = fake.orders.get(query.order_no);
        if (!order) return response.end('status=1&enc_response=No%20such%20order');
        const status = {
          order_no: query.order_no,
          order_status: order.status,
          order_amt: Number(order.amount),
          order_currncy: order.currency,
          reference_no: order.tracking,
        };
        return response.end(
          `status=0&enc_response=${ccavenueEncrypt(JSON.stringify(status), fake.workingKey)}`,
        );
      }
      response.writeHead(404).end();
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
