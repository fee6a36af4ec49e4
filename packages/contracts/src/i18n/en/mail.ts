// Every e-mail the server sends, written in the recipient's language (docs/i18n.md, "E-mails").
// Kusp is written out: it is a name, the same in every language.
export const mail = {
  footer: 'Vedic astrology, explained. You received this e-mail because of an action on kusp.',
  signature: 'Vedic astrology, explained.',
  greeting: 'Dear {name},',
  hello: 'Hello,',
  otp: {
    registrationSubject: 'Your Kusp sign-up code',
    registrationLine: 'Use this code to finish creating your Kusp account.',
    resetSubject: 'Your Kusp password reset code',
    resetLine: 'Use this code to set a new password for your Kusp account.',
    yourCode: 'Your code: {code}',
    note_one:
      'The code works once and expires in {count} minute. If you did not ask for it, you can ignore this e-mail.',
    note_other:
      'The code works once and expires in {count} minutes. If you did not ask for it, you can ignore this e-mail.',
  },
  invoice: {
    baseRate: 'Base rate',
    cgst: 'CGST',
    sgst: 'SGST',
    cgstRate: 'CGST (9%)',
    sgstRate: 'SGST (9%)',
    intlTax: 'International tax',
    taxAndSurcharge: 'Tax and surcharge',
    total: 'Total',
  },
  receipt: {
    subject: 'Your Kusp receipt: {total}',
    thanks: 'Thank you for your payment. Your receipt:',
    service: 'Service',
    orderId: 'Order Id',
    transactionId: 'Transaction Id',
    paidWith: 'Paid with',
    paidAt: 'Paid at',
    services: {
      OFFLINE_QUESTION: 'Question to an astrologer',
      CREDIT_PURCHASE: 'Credits',
      ASTRO_PORTAL_CHAT: 'Consultation payment link',
      LIVE_CHAT: 'Live chat session (15 minutes)',
      VIDEO_CALL: 'Video call session (15 minutes)',
      AI_QUESTION: 'AI assistant question',
    },
    processors: { WALLET: 'Kusp credits', SANDBOX: 'Card (sandbox)', CCAVENUE: 'CCAvenue' },
  },
  question: {
    arrivedSubject: 'New question from {customer}: {header}',
    arrivedNew: '{customer} has sent you a new question on Kusp.',
    arrivedFollowUp: '{customer} has sent you a follow-up question on Kusp.',
    answerBy: 'Please answer by {due}.',
    answer: 'Answer the question',
    answerHere: 'Answer it here: {link}',
    answeredSubject: '{astrologer} answered your question',
    answered: '{astrologer} has answered your question "{header}".',
    readAnswer: 'Read the answer',
    readAnswerAt: 'Read the answer: {link}',
    refundedSubject: 'Your question was refunded',
    refunded:
      '{astrologer} could not answer your question "{header}" in time, so we have refunded it in full to your Kusp wallet.',
    askAgain: 'You can ask this astrologer again or choose another one.',
    myQuestions: 'My questions',
  },
  review: {
    reason: 'Reason:',
    APPROVED: {
      subject: 'Your Kusp astrologer profile is approved',
      line: 'Your profile has been approved: customers can now find you in the directory and ask you questions, chat with you and call you.',
    },
    REJECTED: {
      subject: 'Your Kusp astrologer profile needs changes',
      line: 'Your profile could not be approved yet. Please sign in, make the changes below and send your profile for review again.',
    },
    SUSPENDED: {
      subject: 'Your Kusp astrologer profile is suspended',
      line: 'Your profile has been suspended: it is no longer listed and cannot take paid work. Please reply to this e-mail if you have questions.',
    },
  },
  enquiry: {
    subject: 'We received your message',
    course: 'your enquiry about the {course} in {language}',
    courses: { BASIC: 'basic course', ADVANCED: 'advanced course' },
    languages: { English: 'English', Hindi: 'Hindi' },
    kind: 'your {kind} enquiry',
    kinds: {
      Individual: 'individual',
      Media: 'media',
      Partnerships: 'partnerships',
    },
    thanks:
      'Thank you for {about}. A member of the Kusp team reads every message and will reply to this address within two working days.',
    yourMessage: 'Your message',
  },
  /** The research drawing's winner, in the language of their entry. */
  drawing: {
    subject: 'You won a free 1-hour consultation with Kusp',
    congratulations: 'Congratulations!',
    drawn_one:
      'Your entry in the Kusp astrology research drawing for the week starting {monday} was drawn from {count} entry. You have won a free 1-hour consultation with one of our astrologers.',
    drawn_other:
      'Your entry in the Kusp astrology research drawing for the week starting {monday} was drawn from {count} entries. You have won a free 1-hour consultation with one of our astrologers.',
    reply:
      'Reply to this e-mail and we will arrange a time that suits you. Your birth details and life events are here, should you want to add to them before the consultation:',
  },
  newsletter: {
    subject: 'Welcome to the Kusp newsletter',
    subscribed: 'You are now subscribed to the Kusp newsletter.',
    monthly:
      'Once a month we send the coming month’s planetary highlights, new articles from our blog and news about the Kusp app.',
    notYou: 'Did not subscribe? Simply ignore this e-mail and reply to let us know.',
  },
  trial: {
    subject: 'Your Kusp beta sign-up',
    body: 'Thank you for signing up to try Kusp. As soon as a place opens in the beta we will send you {store}. The beta is free for {months} months ({days} days) from your first sign-in: daily advice, compatibility checks and your love, career, finance and health scores.',
    ANDROID: 'a link to the Kusp beta on Google Play',
    iOS: 'a TestFlight invitation for the Kusp beta on your iPhone',
  },
  client: {
    astrologer: 'Astrologer: {name}',
    for: 'For: {name}',
    caution:
      "Kusp never asks you by e-mail to call a number, to pay anywhere but on Kusp's own pages, or for a password. If this e-mail was not meant for you, you can ignore it.",
    shareSubject: 'Your horoscope page on Kusp',
    shareIntro:
      'An astrologer you consult on Kusp has shared your horoscope page with you. Who they are and whom the page is for, as they wrote it:',
    shareAfter:
      'Open your chart, and write to your astrologer, here. The link works until {until}. Keep it to yourself: anyone with it can read your chart.',
    openHoroscope: 'Open my horoscope',
    paySubject: 'Your payment link on Kusp',
    payIntro:
      'An astrologer you consult on Kusp has sent you a payment link. Who they are and whom it is for, as they wrote it:',
    payAfter: "Pay {total} by card on Kusp's own payment page. The link works until {until}.",
    pay: 'Pay {total}',
  },
  horoscope: {
    subject: 'Your horoscope from Kusp',
    intro:
      'An astrologer you consult on Kusp has sent you your horoscope. The charts, planets and periods below are calculated by Kusp; who it is from and for, and the prediction, are your astrologer’s words, quoted as they wrote them:',
    of: 'Horoscope of: {name}',
    born: 'Born {date} at {time} in {place}',
    lagna: 'Lagna (ascendant): {sign}',
    lagnaSentence: 'Lagna (ascendant): {sign}.',
    chart: '{title} chart',
    planetsLine: 'Planets (planet, degree, sign, condition, house)',
    periodsOn: 'Dasa periods on {day}',
    period: '{level}: {lord}, {start} to {end}',
    noPeriods: 'No active periods',
    prediction: 'General prediction',
    predictionIntro: 'Your astrologer’s general prediction, as they wrote it:',
    noPrediction: 'Your astrologer has not written a general prediction yet.',
  },
  paymentReceived: {
    subject: 'Payment received from {customer}',
    line: "{customer} paid your payment link of {total}. You earn {earning} (the base rate less the platform's commission).",
  },
} as const;
