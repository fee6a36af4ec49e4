export const roles = ['PUBLIC', 'USER', 'ASTROLOGER', 'ADMIN'] as const;
export type Role = (typeof roles)[number];

/** Server role names carried in tokens and the login response. */
export const serverRoles = {
  customer: 'kusp_basic_user',
  astrologer: 'kusp_astrologer_user',
  /** An operator (ADMIN): signs in at /admin/login only (docs/operations.md). */
  operator: 'kusp_admin_user',
} as const;
export type ServerRole = (typeof serverRoles)[keyof typeof serverRoles];

export function roleFromServerRoles(names: readonly string[]): Role {
  if (names.includes(serverRoles.operator)) return 'ADMIN';
  if (names.includes(serverRoles.astrologer)) return 'ASTROLOGER';
  if (names.includes(serverRoles.customer)) return 'USER';
  return 'PUBLIC';
}

export const genders = ['MALE', 'FEMALE', 'OTHERS'] as const;
export type Gender = (typeof genders)[number];
export const genderLabels: Record<Gender, string> = {
  MALE: 'Male',
  FEMALE: 'Female',
  OTHERS: 'Others',
};

export const enquiryTypes = ['Individual', 'Media', 'Partnerships'] as const;
export const learnAstrologyEnquiryType = 'Learn Astrology';

export const availabilityStatuses = ['ONLINE', 'BUSY', 'AWAY'] as const;
export type AvailabilityStatus = (typeof availabilityStatuses)[number];

export const otpEvents = ['USER_REGISTRATION', 'FORGOT_PASSWORD'] as const;
export type OtpEvent = (typeof otpEvents)[number];

export const phoneTypes = ['ANDROID', 'iOS'] as const;

export const answerStatuses = ['PAYMENT_PENDING', 'DRAFT', 'PENDING_REPLY', 'ANSWERED'] as const;
export const horoTypes = ['SELF', 'EXTERNAL_CUSTOMER'] as const;
export const sessionTypes = ['TEXT', 'VIDEO'] as const;
export const sessionStatuses = ['PENDING', 'ACCEPTED', 'REJECTED'] as const;
/** WALLET pays from credits; CCAVENUE and SANDBOX are card providers (SANDBOX: the built-in gateway). */
export const paymentProcessors = ['WALLET', 'CCAVENUE', 'SANDBOX'] as const;
export type PaymentProcessor = (typeof paymentProcessors)[number];
/** Who takes card payments: the configured provider, the built-in sandbox gateway, or nobody. */
export const cardPaymentModes = ['CCAVENUE', 'SANDBOX', 'OFF'] as const;
export type CardPayments = (typeof cardPaymentModes)[number];
/** The spec's three codes, then the live chat, video call and AI assistant services. */
export const serviceCodes = [
  'ASTRO_PORTAL_CHAT',
  'OFFLINE_QUESTION',
  'CREDIT_PURCHASE',
  'LIVE_CHAT',
  'VIDEO_CALL',
  'AI_QUESTION',
] as const;
export type ServiceCode = (typeof serviceCodes)[number];
/** CREATED → PAID (or FAILED, payable again); live sessions CREATED → HELD → PAID or RELEASED; PAID → REFUNDED. */
export const orderStatuses = ['CREATED', 'HELD', 'PAID', 'FAILED', 'RELEASED', 'REFUNDED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/**
 * A payment attempt: PENDING while open at a card provider; CANCELLED when the order was paid
 * another way meanwhile; REFUNDED when it succeeded for an order already paid and went back to the
 * wallet. The customer's transactions list SUCCESS, FAILED and REFUNDED ones.
 */
export const paymentStatuses = ['PENDING', 'SUCCESS', 'FAILED', 'CANCELLED', 'REFUNDED'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
export const transactionStatuses = ['SUCCESS', 'FAILED', 'REFUNDED'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];
export const rateUnits = ['PER_QUESTION'] as const;
export const visibility = ['ON', 'OFF'] as const;
export const chartStyles = ['SOUTH', 'NORTH'] as const;

export const successScreens = [
  'trial-android',
  'trial-ios',
  'contact',
  'thank-you-for-subscribing-to-the-newsletter',
  'thank-you-for-signing-up',
] as const;
export type SuccessScreen = (typeof successScreens)[number];
