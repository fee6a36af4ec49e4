import { moneyTexts } from '../../money.ts';

/**
 * A customer's orders and money: the order summary and payment status of a card payment, the
 * Transactions screen (wallet statement and payments), and a dispute about a delivered order.
 */
export const orders = {
  summary: {
    loading: 'Loading order',
    backToAstrologers: 'Back to astrologers',
    subject: 'Subject',
    question: 'Question',
    alreadyPaid: 'This order is already paid',
    continue: 'Continue',
    proceed: 'Proceed to payment',
    cardPaymentsOff: moneyTexts.cardPaymentsOff,
  },
  status: {
    cancelled: 'Payment cancelled',
    cancelledDetail:
      'You cancelled the payment, so nothing was charged. You can pay again whenever you like.',
    refunded:
      'This order was already paid, so this payment has been refunded to your wallet as credits.',
    transactionId: 'Transaction ID:',
    /** `reachOut` is the spec's 'Please Reach out' (messages:payment.reachOut). */
    reachOut:
      '{reachOut} to us through the <contact>contact page</contact> with the transaction ID, and we will sort it out.',
    continue: 'Continue',
  },
  thankYou: {
    title: 'Thank you!',
    home: 'Back to home',
    blog: 'Read our blog',
  },
  signIn: {
    text: 'Please sign in to continue.',
    button: 'Sign In',
  },
  noCredits: {
    title: 'No Credits',
    close: 'Close',
    buy: 'Buy More Credits',
  },
  transactions: {
    wallet: 'Wallet',
    balance: 'Balance:',
    loadingStatement: 'Loading the wallet statement',
    statement: 'Wallet statement',
    payments: 'Payments',
    loading: 'Loading transactions',
    columns: {
      orderId: 'Order Id',
      amount: 'Amount',
      serviceCode: 'Service Code',
      source: 'Source',
      transactionId: 'Transaction Id',
      status: 'Status',
      updatedAt: 'Updated At',
    },
    sources: { WALLET: 'Wallet', CCAVENUE: 'Card (CCAvenue)', SANDBOX: 'Card (sandbox)' },
    statuses: { SUCCESS: 'Success', FAILED: 'Failed', REFUNDED: 'Refunded to wallet' },
  },
  statement: {
    columns: { date: 'Date', description: 'Description', credits: 'Credits', balance: 'Balance' },
    moves: {
      GRANT: 'Credits given',
      PURCHASE: 'Credits bought',
      DEBIT: 'Paid',
      HOLD: 'Held for',
      RELEASE: 'Returned from',
      REFUND: 'Refunded',
    },
    moveFor: '{move}: {service}',
    refundNote: '{what} ({note})',
  },
  dispute: {
    yours: 'Your dispute',
    opened: 'You opened a dispute on {date}. An operator will look at it.',
    wrong: 'Something went wrong?',
    resolved: 'Your dispute was resolved: {resolution}',
    open: 'Open a dispute',
    what: 'What went wrong?',
    readsOrder: "An operator reads this order's question and answer to settle it.",
    send: 'Send',
    cancel: 'Cancel',
    wrongWithOrder: 'Something went wrong with this order?',
    sent: 'Your dispute has been sent. An operator will look at it',
  },
} as const;
