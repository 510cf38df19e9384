// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TransactionsPort } from '../../src/application/ports/transactions.port';
import { BackendError } from '../../src/application/shared/backend-error';
import { aTransaction, usd } from './support/order-fixtures';
import { renderApp } from './support/render-app';
import { useViewportWidth } from './support/viewport';

const PAGE = [
  aTransaction({ id: 't1', type: 'CREDIT_ADDED', description: 'Credit line approved', amount: usd('500'), paymentMethod: 'WALLET' }),
  // The server may send a repayment either way round; it reads '-' all the same.
  aTransaction({ id: 't2', type: 'CREDIT_REPAYMENT', description: 'Credit due repaid', amount: usd('480'), paymentMethod: 'STRIPE' }),
  aTransaction({ id: 't3', type: 'WITHDRAWAL', description: 'Balance withdrawn', amount: usd('-75'), paymentMethod: 'PAYPAL' }),
  aTransaction({ id: 't4', type: 'DEPOSIT', description: 'Deposit by check', amount: usd('250'), paymentMethod: 'CHECK' }),
  aTransaction({ id: 't5', type: 'CREDIT_USED', description: 'Order ORD-0012', amount: usd('-352.80'), paymentMethod: 'WALLET' }),
  aTransaction({ id: 't6', type: 'PAYMENT', description: 'Card payment for ORD-0013', amount: usd('-120'), paymentMethod: 'STRIPE' }),
  aTransaction({ id: 't7', type: 'REFUND', description: 'Refund for ORD-0011', amount: usd('39.2'), paymentMethod: 'WALLET' }),
  aTransaction({ id: 't8', type: 'BONUS', description: 'Loyalty bonus', amount: usd('5'), paymentMethod: '' }),
];

async function openTransactions(path = '/transactions', myTransactions: TransactionsPort['myTransactions'] = async () => PAGE) {
  const app = renderApp(path, { role: 'DEALER', transactions: { myTransactions } });
  await screen.findByRole('heading', { level: 1, name: 'Transaction History' });
  return app;
}

/** Each body row's cells as text. */
async function tableRows(): Promise<string[][]> {
  const table = await screen.findByRole('table', { name: 'Transactions' });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent ?? ''));
}
const amountCell = (description: string) => {
  const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryAllByRole('cell')[2]?.textContent === description)!;
  return within(row).getAllByRole('cell')[3]!;
};

describe('transaction history (spec §2 Transactions, §9 transaction display)', () => {
  it('shows date, type in words, description, signed amount and payment method in words', async () => {
    const { transactions } = await openTransactions();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Date',
      'Type',
      'Description',
      'Amount',
      'Payment Method',
    ]);
    const rows = await tableRows();
    expect(rows.map((cells) => cells.slice(1))).toEqual([
      ['Credit added', 'Credit line approved', '+$500.00', 'Account credit'],
      ['Credit repayment', 'Credit due repaid', '-$480.00', 'Card'],
      ['Withdrawal', 'Balance withdrawn', '-$75.00', 'PayPal'],
      ['Deposit', 'Deposit by check', '+$250.00', 'CHECK'],
      ['Credit used', 'Order ORD-0012', '-$352.80', 'Account credit'],
      ['Payment', 'Card payment for ORD-0013', '-$120.00', 'Card'],
      ['Refund', 'Refund for ORD-0011', '$39.20', 'Account credit'],
      ['BONUS', 'Loyalty bonus', '$5.00', '—'],
    ]);
    expect(rows[0]![0]).toMatch(/^Mar 14, 2026/);
    expect(transactions.myTransactions).toHaveBeenCalledWith({ skip: 0, take: 20 });
    await waitFor(() => expect(document.title).toBe('Transaction History | Lumen Trade'));
  });

  it('links the order a transaction names to its detail, in both backends\' wordings (issue 39)', async () => {
    const { user, location } = await openTransactions('/transactions', async () => [
      // The hosted backend's words for a wallet order, with no payment method.
      aTransaction({ id: 'h1', type: 'WITHDRAWAL', description: 'Order #1', amount: usd('1010.48'), paymentMethod: '' }),
      aTransaction({ id: 'd1', type: 'REFUND', description: 'Refund for order ORD-0011', amount: usd('39.2'), paymentMethod: 'BANK_TRANSFER' }),
      aTransaction({ id: 'd2', type: 'CREDIT_ADDED', description: 'Credit line raised', amount: usd('2500'), paymentMethod: 'ADMIN' }),
    ]);
    expect((await tableRows()).map((cells) => [cells[2], cells[4]])).toEqual([
      ['Order #1', '—'],
      ['Refund for order ORD-0011', 'Bank transfer'],
      ['Credit line raised', 'Adjustment'],
    ]);
    const table = screen.getByRole('table', { name: 'Transactions' });
    expect(within(table).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Order #1', '/orders/1'],
      ['order ORD-0011', '/orders/11'],
    ]);
    await user.click(within(table).getByRole('link', { name: 'order ORD-0011' }));
    await waitFor(() => expect(location()).toBe('/orders/11'));
  });

  it('colours credit added and deposits green, withdrawals and repayments blue, the rest plain', async () => {
    await openTransactions();
    await tableRows();
    const green = 'rgb(46, 125, 50)';
    const blue = 'rgb(1, 87, 155)';
    const plain = 'rgb(31, 41, 51)';
    expect(amountCell('Credit line approved')).toHaveStyle({ color: green });
    expect(amountCell('Deposit by check')).toHaveStyle({ color: green });
    expect(amountCell('Credit due repaid')).toHaveStyle({ color: blue });
    expect(amountCell('Balance withdrawn')).toHaveStyle({ color: blue });
    expect(amountCell('Order ORD-0012')).toHaveStyle({ color: plain });
    expect(amountCell('Refund for ORD-0011')).toHaveStyle({ color: plain });
  });

  it('the type filter acts on the loaded page only', async () => {
    const { user, transactions } = await openTransactions();
    await tableRows();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    const listbox = await screen.findByRole('listbox');
    // The backend's four types always; other types on the page after them.
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All types',
      'Deposit',
      'Withdrawal',
      'Credit added',
      'Credit repayment',
      'Credit used',
      'Payment',
      'Refund',
      'BONUS',
    ]);
    await user.click(within(listbox).getByRole('option', { name: 'Credit used' }));
    expect((await tableRows()).map((cells) => cells[2])).toEqual(['Order ORD-0012']);
    expect(screen.getByText('Showing 1 of 8 transactions on this page')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Refund' }));
    expect((await tableRows()).map((cells) => cells[2])).toEqual(['Refund for ORD-0011']);
    expect(transactions.myTransactions).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['Deposit', ['Deposit by check']],
    ['Withdrawal', ['Balance withdrawn']],
    ['Credit added', ['Credit line approved']],
    ['Credit repayment', ['Credit due repaid']],
  ])("filters by the backend's type %s", async (option, descriptions) => {
    const { user } = await openTransactions();
    await tableRows();
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
    expect((await tableRows()).map((cells) => cells[2])).toEqual(descriptions);
  });

  it('the search acts on the loaded page only, with the filter', async () => {
    const { user, transactions } = await openTransactions();
    await tableRows();
    await user.type(screen.getByRole('searchbox', { name: 'Search this page' }), 'ord-001');
    expect((await tableRows()).map((cells) => cells[2])).toEqual([
      'Order ORD-0012',
      'Card payment for ORD-0013',
      'Refund for ORD-0011',
    ]);
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Payment' }));
    expect((await tableRows()).map((cells) => cells[2])).toEqual(['Card payment for ORD-0013']);
    await user.clear(screen.getByRole('searchbox', { name: 'Search this page' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search this page' }), 'nothing like it');
    expect(await screen.findByText('No transactions on this page match the type and search.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(transactions.myTransactions).toHaveBeenCalledTimes(1);
  });

  it('pages by ?page=: Next after a full page of 20, disabled after a short one', async () => {
    const full = Array.from({ length: 20 }, (_, index) => aTransaction({ id: `a${index}`, description: `Top-up ${index + 1}` }));
    const short = Array.from({ length: 5 }, (_, index) => aTransaction({ id: `b${index}`, description: `Older ${index + 1}` }));
    const { user, location, transactions } = await openTransactions('/transactions', async ({ skip }) => (skip === 0 ? full : short));
    expect(await tableRows()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(location()).toBe('/transactions?page=2'));
    expect(await screen.findByText('Older 1')).toBeInTheDocument();
    expect(transactions.myTransactions).toHaveBeenLastCalledWith({ skip: 20, take: 20 });
    expect(await tableRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Top-up 1')).toBeInTheDocument();
    expect(location()).toBe('/transactions');
  });

  it('on a phone shows a card per transaction, the signed amount beside its type, the method in words and the order a link', async () => {
    useViewportWidth(390);
    await openTransactions();
    const cards = within(await screen.findByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(cards).toHaveLength(8);
    expect(cards[0]).toHaveTextContent(/^Credit added\+\$500\.00Credit line approvedMar 14, 2026, .+ · Account credit$/);
    expect(within(cards[4]!).getByRole('link', { name: 'Order ORD-0012' })).toHaveAttribute('href', '/orders/12');
    expect(within(cards[0]!).getByText('+$500.00')).toHaveStyle({ color: 'rgb(46, 125, 50)' });
    expect(within(cards[1]!).getByText('-$480.00')).toHaveStyle({ color: 'rgb(1, 87, 155)' });
    expect(cards[7]).toHaveTextContent('BONUS$5.00Loyalty bonus');
  });

  it("says 'No transactions found' for an empty history", async () => {
    await openTransactions('/transactions', async () => []);
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });

  it("'Failed to load transactions' inline and in a toast; Try Again loads them", async () => {
    let calls = 0;
    const { user } = await openTransactions('/transactions', async () => {
      calls += 1;
      if (calls === 1) throw new BackendError('network', 'offline');
      return PAGE;
    });
    await waitFor(() => expect(screen.getAllByText('Failed to load transactions')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await tableRows()).toHaveLength(8);
  });
});
