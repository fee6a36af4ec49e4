/** '1 astrologer', '6 astrologers'. */
export const astrologerCount = (count: number) =>
  `${count} ${count === 1 ? 'astrologer' : 'astrologers'}`;
