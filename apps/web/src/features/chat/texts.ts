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
  requests: 'Chat requests',
  noRequests: 'No chat requests waiting.',
  newRequest: 'New chat request',
} as const;
