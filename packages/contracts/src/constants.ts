// Business constants of section 9 of both spec parts.
export const PRODUCT_SLUG = 'kusp';
export const BRAND = 'Kusp';

export const pageSizes = { list: 10, blog: 12, customers: 30, chatMessages: 10 } as const;

export const limits = {
  eventDescription: 300,
  experience: 250,
  fileBytes: 1024 * 1024,
  passwordMin: 8,
  passwordMax: 18,
  questionMinLength: 10,
  followUpThread: 3,
  placeResults: 15,
} as const;

export const timing = {
  sessionMs: 900_000,
  pollMs: 30_000,
  actionDelayMs: 3_000,
  reconnectAfterCloseMs: 3_000,
  reconnectAfterErrorMs: 500,
  heartbeatMs: 10_000,
  meetingVanishMs: 60_000,
  portalLoaderMs: 3_000,
  chartsDelayMs: 1_000,
  guardMs: 1_000,
  joinWaitMs: 2_000,
  leaveReloadMs: 1_000,
  aiWidgetOpenMs: 2_000,
  chatWindowHeightPx: 500,
} as const;

export const creditTopUps = [100, 200, 500, 750, 1000] as const;
export const defaultCreditTopUp = 100;
export const aiQuestionPrice = 20;
export const defaultQuote = 5;
export const defaultPaymentAmount = 10;
export const pricingCountry = 'IN';
export const orderCountry = 'IND';
export const currency = 'INR';
/** The business's calendar (the operators' today, this month, revenue by day). */
export const businessTimeZone = 'Asia/Kolkata';
export const avatarSize = 250;
export const trialDays = 90;
export const yearFilterSpan = 15;
/** Month names, January to December: the astrologer's month filter (value 1–12; -1 means none), blog dates. */
export const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const defaultCountry = { name: 'India', isoCode: 'IN' } as const;
export const defaultState = { name: 'Kerala', isoCode: 'KL' } as const;
export const experienceRanges = ['0-2', '2-5', '5-10', '10+'] as const;
export const accessLogMonths = 7;

export const courses = [
  { code: 'BASIC', title: 'Basic course', hours: 20, classes: 10, fee: 15000, currency: 'INR' },
  {
    code: 'ADVANCED',
    title: 'Advanced course',
    hours: 30,
    classes: 15,
    fee: 25000,
    currency: 'INR',
  },
] as const;
export const courseLanguages = ['English', 'Hindi'] as const;

export const zodiacSigns = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;
export type ZodiacSign = (typeof zodiacSigns)[number];

/** The nine grahas of a Vedic chart, in the order tables list them. */
export const planetNames = [
  'Sun',
  'Moon',
  'Mars',
  'Mercury',
  'Jupiter',
  'Venus',
  'Saturn',
  'Rahu',
  'Ketu',
] as const;
export type PlanetName = (typeof planetNames)[number];

/** GMT -12:00 to +14:00 with the half and quarter hours in use; '-1' means the place's own zone. */
export const timezoneOffsets = [
  '-12:00',
  '-11:00',
  '-10:00',
  '-09:30',
  '-09:00',
  '-08:00',
  '-07:00',
  '-06:00',
  '-05:00',
  '-04:00',
  '-03:30',
  '-03:00',
  '-02:00',
  '-01:00',
  '+00:00',
  '+01:00',
  '+02:00',
  '+03:00',
  '+03:30',
  '+04:00',
  '+04:30',
  '+05:00',
  '+05:30',
  '+05:45',
  '+06:00',
  '+06:30',
  '+07:00',
  '+08:00',
  '+08:45',
  '+09:00',
  '+09:30',
  '+10:00',
  '+10:30',
  '+11:00',
  '+12:00',
  '+12:45',
  '+13:00',
  '+14:00',
] as const;
export const PLACE_OWN_TIMEZONE = '-1';
