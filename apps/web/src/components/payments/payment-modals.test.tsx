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

  it('the wallet confirmation says the price in credits and rupees, the balance and the balance after', async () => {
    const onYes = vi.fn();
    const onDont = vi.fn();
    const invoice = {
      baseRate: 104_619,
      cgst: 9_416,
      sgst: 9_415,
      intlTax: 0,
      commission: 20_924,
      taxAndSurcharge: 18_831,
      totalAmount: 123_450,
      currency: 'INR' as const,
    };
    renderScreen(
      <WalletConfirmModal
        opened
        invoice={invoice}
        balance={150_000_000}
        paying={false}
        onYes={onYes}
        onDont={onDont}
      />,
    );
    expect(
      await screen.findByText(
        'Would you like to deduct this amount (1,234.50 credits) from your wallet?',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Wallet payment' });
    expect(table).toHaveTextContent('Price1,234.50 credits (₹1,234.50 incl. GST)');
    expect(table).toHaveTextContent('Your balance1,50,000 credits');
    expect(table).toHaveTextContent('Balance after1,48,765.50 credits');
    expect(screen.getByRole('dialog')).toHaveTextContent('1 credit = ₹1');
    // The tax words open the breakdown (jsdom never ends Mantine's transition, so it stays hidden
    // to the accessibility tree here; the e2e opens it in Chromium).
    const taxWords = screen.getByRole('button', { name: 'incl. GST' });
    await userEvent.click(taxWords);
    expect(taxWords).toHaveAttribute('aria-expanded', 'true');
    const breakdown = () => document.getElementById(taxWords.getAttribute('aria-controls')!);
    await waitFor(() => expect(breakdown()).toHaveTextContent('CGST₹94.16'));
    expect(breakdown()).toHaveTextContent('Total₹1,234.50');
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
