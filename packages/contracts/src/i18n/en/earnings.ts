import { monthNames } from '../../constants.ts';
import { earningServiceLabels } from '../../money.ts';

/** The months by number, January = 1, as the earnings filter and tables name them. */
type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
const months = Object.fromEntries(monthNames.map((name, i) => [i + 1, name])) as Record<
  MonthNumber,
  string
>;
const shortMonths = Object.fromEntries(
  monthNames.map((name, i) => [i + 1, name.slice(0, 3)]),
) as Record<MonthNumber, string>;

// The astrologer's earnings: Transactions (statistics, the filter, earnings per order) and Money
// Earned (the payable balance, tiles, the chart, the table by month, payouts).
export const earnings = {
  months,
  shortMonths,
  month: '{month} {year}',
  earningServices: earningServiceLabels,
  transactions: {
    byMonth: 'Money earned by month',
    loadingStatistics: 'Loading statistics',
    loading: 'Loading transactions',
    statistics: {
      chat: 'Chat sessions',
      video: 'Video sessions',
      questions: 'Questions Answered',
      portal: 'Portal payments',
      total: 'Total Earnings',
    },
    filter: { month: 'Month', year: 'Year', allMonths: 'All months', allYears: 'All years' },
    table: 'Earnings',
    columns: {
      orderId: 'Order Id',
      amount: 'Amount',
      serviceCode: 'Service Code',
      customer: 'Customer',
      updatedAt: 'Updated At',
    },
  },
  moneyEarned: {
    loading: 'Loading money earned',
    payouts: 'Payouts',
    payable: 'Payable balance',
    payableNegative:
      'A refund took back an earning already paid out: your next earnings make it up first.',
    payablePositive: 'Paid to your bank account by Kusp; each payout is listed below.',
    totalEarned: 'Total earned',
    chart: 'Earnings by month',
    noEarnings: 'No earnings yet.',
    earned: 'Earned',
    table: 'Money earned',
    columns: { month: 'Month', questions: 'Question answered', moneyEarned: 'Money Earned' },
    payoutColumns: { paidOn: 'Paid on', bankReference: 'Bank reference', amount: 'Amount' },
  },
} as const;
