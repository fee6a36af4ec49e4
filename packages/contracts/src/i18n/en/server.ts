import { accountMessages } from '../../accounts.ts';
import { adminTexts } from '../../admin.ts';
import { aiTexts } from '../../ai-assistant.ts';
import { astrologerTexts } from '../../astrologers.ts';
import { chatTexts } from '../../chat.ts';
import { disputeTexts } from '../../disputes.ts';
import { courseEnquiryMessages } from '../../enquiries.ts';
import { geoMessages } from '../../geo.ts';
import { horoscopeEngineMessages } from '../../horoscope-engine.ts';
import { moneyTexts } from '../../money.ts';
import { portalTexts } from '../../portal.ts';
import { questionTexts } from '../../questions.ts';
import { researchMessages } from '../../research.ts';
import { reviewTexts } from '../../reviews.ts';
import { videoTexts } from '../../video.ts';

// The server's own texts outside `messages` (docs/i18n.md): the modules' text objects, which the
// server sends as an error's or a success's `message` and the schemas as validation texts. As
// with `messages`, the English is those objects themselves; `translateMessage` finds a text by its
// wording. Left out: texts for programs (the live channel's protocol errors), `inputMessages`
// (built by functions), and the texts no server answer carries (a screen shows them from its own
// namespace, or nothing reads them).

/** A module's texts but those named. */
function without<T extends object, K extends keyof T>(texts: T, ...left: K[]): Omit<T, K> {
  return Object.fromEntries(
    Object.entries(texts).filter(([key]) => !left.includes(key as K)),
  ) as Omit<T, K>;
}

export const server = {
  account: accountMessages,
  admin: without(adminTexts, 'resubmitted', 'operatorAdded', 'payoutRecorded', 'refunded'),
  ai: without(aiTexts, 'noHoroscope', 'notYourAccount'),
  astrologer: astrologerTexts,
  chat: chatTexts,
  dispute: without(disputeTexts, 'opened', 'resolved'),
  courseEnquiry: courseEnquiryMessages,
  geo: geoMessages,
  horoscopeEngine: horoscopeEngineMessages,
  money: without(
    moneyTexts,
    'orderAlreadyPaid',
    'paymentUnavailable',
    'cardPaymentsOffWallet',
    'paymentRefunded',
  ),
  portal: without(
    portalTexts,
    'linkInvalid',
    'paymentLinkRevokedDone',
    'shareLinkMailed',
    'copyShareLink',
    'replaceShareLink',
    'revokeShareLink',
    'shareLinkReplaceWarning',
    'shareLinkRevokeWarning',
    'clientEmailChanged',
    'thankYou',
    'thankYouDetail',
    'paymentRefunded',
    'paymentRefundedDetail',
    'linkUnpayable',
    'paymentLinkExpiredDetail',
    'paymentLinkUnknown',
    'paymentLinkUnknownDetail',
    'paymentLinkPaidDetail',
    'paymentLinkInChat',
    'paymentLinkNoEmail',
  ),
  question: questionTexts,
  research: without(researchMessages, 'eventSaved'),
  review: without(reviewTexts, 'saved', 'replied', 'reported'),
  video: videoTexts,
} as const;
