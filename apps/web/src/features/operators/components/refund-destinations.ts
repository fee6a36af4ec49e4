/** Where an operator's refund goes (the card only when a card paid the order). */
export const refundDestinations = [
  { value: 'WALLET', label: "The customer's wallet" },
  { value: 'CARD', label: 'The card that paid' },
] as const;
