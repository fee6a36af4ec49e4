import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OperatorDispute, Payable } from '@kusp/contracts';
import { renderScreen } from '@/testing/render';
import { DisputesPanel } from './disputes-panel';
import { PayoutsPanel } from './payouts-panel';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

/** The server as these screens see it: `answer` gives each call's response. */
function serve(answer: (url: string, init?: RequestInit) => Response) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const payable: Payable = {
  astrologerId: 'a1',
  firstName: 'Tara',
  lastName: 'Rao',
  email: 'tara@example.com',
  payable: 40_000,
  bankProofUploadedAt: null,
};

describe('the payouts screen', () => {
  it('offers the whole payable, and a retry after a failure sends the same Idempotency-Key', async () => {
    let refuse = true;
    const fetchMock = serve((url, init) => {
      if (init?.method !== 'POST') return json([payable]);
      if (refuse) {
        refuse = false;
        return json({ code: 'UNAVAILABLE', message: 'Please try again' }, 503);
      }
      return json({
        payoutId: 'p1',
        astrologerId: 'a1',
        amount: 40_000,
        bankReference: 'UTR1',
        paidAt: '2026-11-27T10:00:00.000Z',
      });
    });
    renderScreen(<PayoutsPanel />);
    expect(await screen.findByText('Missing')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Record a payout to Tara Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Record a payout to Tara Rao' });
    expect(within(dialog).getByRole('textbox', { name: /Amount/ })).toHaveValue('400.00');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Bank transfer/ }), 'UTR1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    expect(await within(dialog).findByText('Please try again')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Record payout' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());

    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(2);
    const keys = posts.map(
      ([, init]) => (init?.headers as Record<string, string>)['idempotency-key'],
    );
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(String(posts[0]![1]!.body))).toEqual({
      astrologerId: 'a1',
      amount: 40_000,
      bankReference: 'UTR1',
    });
  });
});

describe('the disputes screen', () => {
  it('reads the conversation only when the operator asks for it', async () => {
    const dispute: OperatorDispute = {
      disputeId: 'd1',
      orderId: 'o1',
      status: 'OPEN',
      reason: 'No month was named',
      resolution: null,
      refundId: null,
      openedAt: '2026-11-27T10:00:00.000Z',
      resolvedAt: null,
      serviceCode: 'OFFLINE_QUESTION',
      customerId: 'c1',
      customerName: 'Nila',
      astrologerId: 'a1',
      astrologerName: 'Tara Rao',
      total: 59_000,
    };
    const fetchMock = serve((url) =>
      url.includes('/conversation')
        ? json({
            disputeId: 'd1',
            orderId: 'o1',
            serviceCode: 'OFFLINE_QUESTION',
            entries: [
              { author: 'CUSTOMER', subject: 'Career', text: '<b>When?</b>', at: dispute.openedAt },
            ],
          })
        : json([dispute]),
    );
    renderScreen(<DisputesPanel />);
    const card = await screen.findByRole('article', { name: 'Dispute by Nila' });
    expect(card).toHaveTextContent('No month was named');
    expect(fetchMock.mock.calls.some(([url]) => url.includes('/conversation'))).toBe(false);
    await userEvent.click(within(card).getByRole('button', { name: 'Read the conversation' }));
    // Plain text: the markup shows as typed.
    expect(await within(card).findByText('<b>When?</b>')).toBeInTheDocument();
  });
});
