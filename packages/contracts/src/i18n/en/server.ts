import { accountMessages } from '../../accounts.ts';
import { adminTexts } from '../../admin.ts';
import { aiTexts } from '../../ai-assistant.ts';
import { astrologerTexts } from '../../astrologers.ts';
import { chatTexts } from '../../chat.ts';
import { inputMessages } from '../../common.ts';
import { disputeTexts } from '../../disputes.ts';
import { courseEnquiryMessages, trialSignupMessages } from '../../enquiries.ts';
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
// wording, or by its wording with the `{placeholders}` filled in (`inputMessages`: 'The field
// {field} holds…', 'At most {maximum} characters are allowed'). Left out: texts for programs (the
// live channel's protocol errors). A text only a screen shows lives in that screen's namespace, not
// in these objects.

export const server = {
  account: accountMessages,
  admin: adminTexts,
  ai: aiTexts,
  astrologer: astrologerTexts,
  chat: chatTexts,
  dispute: disputeTexts,
  courseEnquiry: courseEnquiryMessages,
  geo: geoMessages,
  horoscopeEngine: horoscopeEngineMessages,
  input: inputMessages,
  money: moneyTexts,
  portal: portalTexts,
  question: questionTexts,
  /** The beta sign-up's answer, which the thank-you screen (/success/trial-…) shows. */
  trial: trialSignupMessages,
  research: researchMessages,
  review: reviewTexts,
  video: videoTexts,
} as const;
