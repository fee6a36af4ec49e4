import type { IFrame, StompConfig } from '@stomp/stompjs';

/**
 * A stand-in for @stomp/stompjs's Client that a test drives: connect, deliver, answer, close. Use
 * with `vi.mock('@stomp/stompjs', async () => ({ Client: (await import('@/testing/fake-stomp')).FakeStompClient }))`.
 */
export class FakeStompClient {
  static all: FakeStompClient[] = [];
  connected = false;
  connectHeaders: Record<string, string> = {};
  subscriptions: Array<{ destination: string; callback: (m: { body: string }) => void }> = [];
  published: Array<{ destination: string; body: string; headers: Record<string, string> }> = [];
  private readonly receipts = new Map<string, (frame: IFrame) => void>();
  constructor(readonly config: StompConfig) {
    FakeStompClient.all.push(this);
  }
  activate() {}
  deactivate() {
    this.connected = false;
    return Promise.resolve();
  }
  subscribe(destination: string, callback: (m: { body: string }) => void) {
    this.subscriptions.push({ destination, callback });
  }
  publish(params: { destination: string; body: string; headers: Record<string, string> }) {
    this.published.push(params);
  }
  watchForReceipt(id: string, callback: (frame: IFrame) => void) {
    this.receipts.set(id, callback);
  }
  /** The server's RECEIPT for a frame sent with this receipt id, with any extra headers. */
  answer(receiptId: string, headers: Record<string, string> = {}) {
    this.receipts.get(receiptId)?.({ headers: { 'receipt-id': receiptId, ...headers } } as Pick<
      IFrame,
      'headers'
    > as IFrame);
  }
  async connect() {
    await this.config.beforeConnect?.(this as never);
    this.connected = true;
    this.config.onConnect?.({} as IFrame);
  }
  deliver(event: unknown) {
    for (const s of this.subscriptions) s.callback({ body: JSON.stringify(event) });
  }
}
