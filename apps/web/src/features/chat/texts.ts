/** Screen texts the spec leaves to us (its own texts come from @kusp/contracts messages). */
export const chatScreenTexts = {
  ended: 'This chat session has ended.',
  rejected: 'The astrologer did not accept this chat request.',
  timedOut: 'The astrologer did not answer this chat request in time.',
  cancelled: 'This chat request was withdrawn.',
  endChat: 'End chat',
  cancelRequest: 'Cancel request',
  searchContacts: 'Search contacts',
  noContacts: 'No contacts yet.',
  chooseContact: 'Choose a contact to see the conversation.',
  openChat: 'Open chat',
} as const;

/** The texts that name a request's kind: a live chat or a video call. */
export const requestTexts = {
  TEXT: {
    title: 'Chat requests',
    none: 'No chat requests waiting.',
    from: 'Chat request from',
    alert: 'New chat request',
    wants: 'would like to chat',
  },
  VIDEO: {
    title: 'Video call requests',
    none: 'No video call requests waiting.',
    from: 'Video call request from',
    alert: 'New video call request',
    wants: 'would like a video call',
  },
} as const;
