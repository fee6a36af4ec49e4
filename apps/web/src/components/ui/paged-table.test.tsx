import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { PagedTable } from './paged-table';
import { ShortId } from './short-id';

const orderId = '0d9f3c52-7a41-4b8e-9c11-5e2f6a7b8c9d';

/** A screen narrower than Mantine's `sm` breakpoint: every max-width query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

const table = () =>
  renderScreen(
    <PagedTable
      label="Earnings"
      columns={['Order Id', 'Amount']}
      page={{ number: 1, size: 10, totalPages: 2 }}
      onPageChange={() => {}}
      rows={[{ key: orderId, cells: [<ShortId id={orderId} />, '₹400.00'] }]}
    />,
  );

afterEach(() => vi.unstubAllGlobals());

describe('a paged list', () => {
  it('is a table on a wide screen', () => {
    table();
    const rows = within(screen.getByRole('table', { name: 'Earnings' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('110d9f3c52₹400.00');
  });

  it('is a card per row on a phone, each field under its column name', () => {
    onPhone();
    table();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [card] = within(screen.getByRole('list', { name: 'Earnings' })).getAllByRole('listitem');
    expect(card).toHaveTextContent('#11Order Id0d9f3c52Amount₹400.00');
    expect(screen.getByLabelText('Earnings pages')).toBeInTheDocument();
  });

  it('shows an order id by its first 8 characters and copies the full id on a click', async () => {
    const user = userEvent.setup();
    table();
    const id = screen.getByRole('button', { name: `Copy ${orderId}` });
    expect(id).toHaveTextContent(/^0d9f3c52$/);
    await user.click(id);
    expect(await navigator.clipboard.readText()).toBe(orderId);
  });
});
