import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction, TransactionStatus } from '@kusp/contracts';
import { renderScreen } from '@/testing/render';
import { TransactionTable } from './transaction-table';

const purchase = (transactionId: string, paymentStatus: TransactionStatus): Transaction => ({
  orderId: `order-${transactionId}`,
  paymentAmount: 20_000,
  currency: 'INR',
  serviceCode: 'CREDIT_PURCHASE',
  paymentProcessor: 'SANDBOX',
  transactionId,
  paymentSuccessStatus: paymentStatus === 'SUCCESS',
  paymentStatus,
  updateTs: '2026-03-04T05:06:07Z',
});
const page = (content: Transaction[], number = 0, totalPages = 1) => ({
  content,
  number,
  size: 10,
  totalPages,
  totalElements: content.length,
});

describe('customer transactions table', () => {
  it('lists each attempt with its amount, source and status, numbered across pages', () => {
    renderScreen(
      <TransactionTable
        page={page(
          [purchase('p1', 'SUCCESS'), purchase('p2', 'FAILED'), purchase('p3', 'REFUNDED')],
          1,
          2,
        )}
        onPageChange={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual([
      '#',
      'Order Id',
      'Amount',
      'Service Code',
      'Source',
      'Transaction Id',
      'Status',
      'Updated At',
    ]);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(
      /^11order-p1₹200\.00CreditsCREDIT_PURCHASECard \(sandbox\)p1Success/,
    );
    expect(second).toHaveTextContent(/^12order-p2.*p2Failed/);
    expect(third).toHaveTextContent(/^13order-p3.*p3Refunded to wallet/);
    expect(screen.getByLabelText('Transactions pages')).toBeInTheDocument();
  });

  it("says 'No data found' without transactions", () => {
    renderScreen(<TransactionTable page={page([])} onPageChange={() => {}} />);
    expect(screen.getByText('No data found')).toBeInTheDocument();
  });
});
