// The AI assistant's panel (docs/ai-assistant.md, "The widget").
export const assistant = {
  open: 'Ask AI',
  title: 'Ask Kusp AI',
  subtitle: 'Answers from your own birth chart',
  close: 'Close the AI assistant',
  conversation: 'Conversation with Kusp AI',
  showEarlier: 'Show earlier questions',
  loading: 'Loading the conversation',
  empty:
    'Ask about your career, marriage, money, health, studies, children, travel, property or spiritual life, and get an answer read from your chart.',
  typing: 'Kusp AI is typing…',
  birthDetailsFirst:
    'Please add your birth details first: the assistant answers from your horoscope.',
  addBirthDetails: 'Add birth details',
  question: 'Your question',
  placeholder: 'Ask about your chart',
  price: '{credits} per answer · ',
  send: 'Send',
  buy: 'Buy',
} as const;
