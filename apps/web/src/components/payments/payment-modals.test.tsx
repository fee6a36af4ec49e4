import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { InvoiceLines } from './invoice-lines';
import { NoCreditsModal } from './no-credits-modal';
import { WalletConfirmModal } from './wallet-confirm-modal';

describe('payment dialogs', () => {
  it("'No Credits' says the spec's text and Buy More Credits opens the profile", async () => {
    const onClose = vi.fn();
    renderScreen(<NoCreditsModal opened onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'No Credits' });
    expect(dialog).toHaveTextContent("You don't have enough credits. Please buy more credits");
    await userEvent.click(screen.getByRole('link', { name: 'Buy More Credits' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent('/user/profile'),
    );
    expect(onClose).toHaveBeenCalled();
  });

  it('the wallet confirmation fills in the amount and answers Yes or Don’t', async () => {
    const onYes = vi.fn();
    const onDont = vi.fn();
    renderScreen(
      <WalletConfirmModal
        opened
        totalAmount={123_450}
        paying={false}
        onYes={onYes}
        onDont={onDont}
      />,
    );
    expect(
      await screen.findByText('Would you like to deduct this amount (₹1,234.50) from your wallet?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: "Don't" }));
    expect(onDont).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(onYes).toHaveBeenCalledTimes(1);
  });

  it('invoice lines show base rate, CGST, SGST and total, which add up, and never the commission', () => {
    const invoice = {
      baseRate: 10_000,
      cgst: 900,
      sgst: 900,
      intlTax: 0,
      commission: 2_000,
      taxAndSurcharge: 1_800,
      totalAmount: 11_800,
      currency: 'INR' as const,
    };
    renderScreen(<InvoiceLines invoice={invoice} />);
    const rows = () =>
      screen.getAllByRole('row').map((row) => row.textContent?.replace(/\s+/g, ' ').trim());
    expect(rows()).toEqual(['Base rate₹100.00', 'CGST₹9.00', 'SGST₹9.00', 'Total₹118.00']);
  });

  it('invoice lines always show an international tax that is charged, so the lines add up', () => {
    renderScreen(
      <InvoiceLines
        invoice={{
          baseRate: 10_000,
          cgst: 0,
          sgst: 0,
          intlTax: 1_800,
          totalAmount: 11_800,
          currency: 'INR',
        }}
      />,
    );
    expect(screen.getByRole('row', { name: /International tax/ })).toHaveTextContent('₹18.00');
  });
});
