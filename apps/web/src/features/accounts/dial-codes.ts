/**
 * Dial codes offered beside the phone number; India first, as the product serves India. Each is
 * named by its catalogue key (`accounts:astrologerSignUp.dialCodes.<key>`).
 */
export const dialCodes = [
  { value: '+91', key: 'india' },
  { value: '+1', key: 'usaCanada' },
  { value: '+44', key: 'unitedKingdom' },
  { value: '+61', key: 'australia' },
  { value: '+65', key: 'singapore' },
  { value: '+971', key: 'uae' },
  { value: '+977', key: 'nepal' },
  { value: '+94', key: 'sriLanka' },
] as const;
