/** Dial codes offered beside the phone number; India first, as the product serves India. */
export const dialCodes = [
  { value: '+91', label: 'India +91' },
  { value: '+1', label: 'USA / Canada +1' },
  { value: '+44', label: 'United Kingdom +44' },
  { value: '+61', label: 'Australia +61' },
  { value: '+65', label: 'Singapore +65' },
  { value: '+971', label: 'UAE +971' },
  { value: '+977', label: 'Nepal +977' },
  { value: '+94', label: 'Sri Lanka +94' },
] as const;
