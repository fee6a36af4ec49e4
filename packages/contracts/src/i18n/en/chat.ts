/** Live chat and the session screens both roles share (Chats, a conversation, requests). */
export const chat = {
  loading: 'Loading chat',
  loadingChats: 'Loading chats',
  title: 'Chat',
  pending: 'Pending',
  live: 'Live',
  endChat: 'End chat',
  cancelRequest: 'Cancel request',
  accept: 'Accept',
  reject: 'Reject',
  ended: 'This chat session has ended.',
  rejected: 'The astrologer did not accept this chat request.',
  timedOut: 'The astrologer did not answer this chat request in time.',
  cancelled: 'This chat request was withdrawn.',
  /**
   * What each side is told when a session closed (`sessionEndedKey`), by its type and who closed
   * it: the person's own end or the other's, or the server's (the time ran out, the astrologer
   * dropped out).
   */
  sessionEnded: {
    TEXT: {
      CUSTOMER: { self: 'You ended the chat', other: 'The customer ended the chat' },
      ASTROLOGER: { self: 'You ended the chat', other: 'The astrologer ended the chat' },
      SERVER: { expired: 'The chat time is over', droppedOut: 'The astrologer left the chat' },
    },
    VIDEO: {
      CUSTOMER: { self: 'You ended the call', other: 'The customer ended the call' },
      ASTROLOGER: { self: 'You ended the call', other: 'The astrologer ended the call' },
      SERVER: { expired: 'The call time is over', droppedOut: 'The astrologer left the call' },
    },
  },
  /**
   * Asked before a running paid session is ended early. The money differs by who ends it
   * (docs/chat.md): the customer pays the whole session; the astrologer's early end refunds the
   * customer's unused minutes; a session the other person never joined costs nothing. `cost` is
   * the session's price in credits as shown, `left` the time left as mm:ss.
   */
  endSession: {
    title: 'End this session now?',
    customerCost: 'Ending now still costs {cost}; {left} left.',
    customer:
      'Your remaining time is not refunded. A session the astrologer never joined costs nothing.',
    astrologerLeft: '{left} left.',
    astrologer:
      'The customer is refunded the unused minutes, and you earn only for the time given.',
    keep: 'Keep chatting',
    confirm: 'End now',
  },
  contacts: 'Contacts',
  activeChats: 'Active Chats',
  searchContacts: 'Search contacts',
  noContacts: 'No contacts yet.',
  chooseContact: 'Choose a contact to see the conversation.',
  openChat: 'Open chat',
  noHoroscope: 'No horoscope on file for this customer.',
  requestedAt: 'Requested at {time}',
  requests: {
    TEXT: {
      title: 'Chat requests',
      none: 'No chat requests waiting.',
      from: 'Chat request from {name}',
      alert: 'New chat request',
      wants: '{name} would like to chat. Open Chats to accept or reject.',
    },
    VIDEO: {
      title: 'Video call requests',
      none: 'No video call requests waiting.',
      from: 'Video call request from {name}',
      alert: 'New video call request',
      wants: '{name} would like a video call. Open Chats to accept or reject.',
    },
  },
  messages: 'Messages',
  message: 'Message',
  send: 'Send',
  loadEarlier: 'Load earlier messages',
  noMessages: 'No messages yet.',
  sentBy: '{name}, {time}',
} as const;
