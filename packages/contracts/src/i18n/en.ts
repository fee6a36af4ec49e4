import { rateUnitLabels } from '../astrologers.ts';
import { genderLabels } from '../enums.ts';
import { messages } from '../messages.ts';
import { creditRateText, moneyTexts, serviceLabels, taxWords } from '../money.ts';
import { portalTexts } from '../portal.ts';
import { questionTexts } from '../questions.ts';
import {
  eventLabel,
  eventTypes,
  researchLabelKey,
  researchLabelValues,
  researchMessages,
} from '../research.ts';
import { pages } from './en/pages.ts';
import { tools } from './en/tools.ts';
import { navigation, routes, sidebars, type NavigationKey, type RouteKey } from '../routes.ts';
import { astrologerProfile } from './en/astrologer-profile.ts';
import { clients } from './en/clients.ts';
import { earnings } from './en/earnings.ts';
import { enquiries } from './en/enquiries.ts';
import { languages } from './en/languages.ts';
import { chat } from './en/chat.ts';
import { video } from './en/video.ts';
import { thread } from './en/thread.ts';
import { reviews } from './en/reviews.ts';
import { orders } from './en/orders.ts';
import { assistant } from './en/assistant.ts';
import { mail } from './en/mail.ts';
import { reader } from './en/reader.ts';
import { operators } from './en/operators.ts';
import { server } from './en/server.ts';

// The English catalogue: the spec's and the screens' own texts, verbatim. Where a text already
// lives in contracts (route titles, navigation labels, `messages`), it is taken from there, so the
// English is written once. Placeholders are `{name}`, as in `messages`; plurals are i18next's
// `_one` / `_other` keys (docs/i18n.md).

const routeTitles = Object.fromEntries(
  Object.entries(routes).map(([key, route]) => [key, route.title]),
) as Record<RouteKey, string>;

const navigationLabels = Object.fromEntries(
  navigation.map((entry) => [entry.key, entry.label]),
) as Record<NavigationKey, string>;

const researchLabels: Record<string, string> = Object.fromEntries(
  [...researchLabelValues, ...eventTypes].map((value) => [
    researchLabelKey(value),
    eventLabel(value),
  ]),
);

/** The portal sidebars' labels, by role and route (an entry's label may differ by role). */
const sidebarLabels = Object.fromEntries(
  Object.entries(sidebars).map(([role, items]) => [
    role,
    Object.fromEntries(items.map((item) => [item.route, item.label])),
  ]),
) as { [R in keyof typeof sidebars]: Record<(typeof sidebars)[R][number]['route'], string> };

export const en = {
  common: {
    brand: '★ Kusp',
    brandHome: 'Kusp home',
    pageTitle: '{title} | Kusp',
    siteDescription: 'Kusp: Vedic astrology research, readings from astrologers, and the Kusp app.',
    skipToContent: 'Skip to content',
    loading: 'Loading',
    done: 'Done',
    sorry: 'Sorry',
    close: 'Close',
    /** An order's short id: copying its whole id. */
    shortId: { copy: 'Copy {id}', copied: 'Copied' },
    goBack: 'Go back',
    /** How long ago, under a minute (lib/relative-time.ts); longer times are Intl's. */
    justNow: 'Just now',
    nav: navigationLabels,
    mainNavigation: 'Main',
    mobileNavigation: 'Mobile',
    openNavigation: 'Open navigation',
    menu: 'Menu',
    tryTheApp: 'Try the app',
    language: {
      choose: 'Choose the language',
      saveFailed: 'Your language could not be saved on your account. Please try again',
    },
    footer: {
      tagline: 'Vedic astrology, explained: research, readings and the Kusp app.',
      explore: 'Explore',
      freeTools: 'Free tools',
      company: 'Company',
      learnAndConnect: 'Learn and connect',
      home: 'Home',
      app: 'Kusp App',
      appDownload: 'Try the app',
      research: 'Astrology Research',
      blog: 'Blog',
      kundli: 'Free Kundli',
      panchang: 'Panchang',
      kundliMatching: 'Kundli Matching',
      about: 'About',
      partners: 'Partners',
      careers: 'Careers',
      contact: 'Contact',
      privacy: 'Privacy',
      learnAstrology: 'Learn Astrology',
      newsletter: 'Newsletter',
      userLogin: 'Chat with Astrologer',
      astrologerLogin: 'Astrologer sign-in',
      social: 'Social',
      opensInNewTab: ' (opens in a new tab)',
      backToTop: '↑ Back to top',
      rights: '© {year} Kusp. All rights reserved.',
    },
    pagination: {
      first: 'First page',
      previous: 'Previous page',
      next: 'Next page',
      last: 'Last page',
      page: 'Page {page}',
    },
    notFound: {
      title: 'Page not found',
      text: 'There is no page at this address. It may have been mistyped, or the page has moved.',
      home: 'Go to the home page',
    },
  },
  routes: routeTitles,
  home: {
    title: 'Vedic astrology you can check for yourself',
    lead: 'Kusp brings the classical Vedic tradition together with careful research. See how your birth chart lines up with the events of your life, talk to experienced astrologers, and follow your day in the Kusp app.',
    imageAlt: 'A South Indian style birth chart with the planets placed in their signs',
    tryApp: 'Try the Kusp app',
    startResearch: 'Start your research',
    offers: {
      title: 'What Kusp offers',
      lead: 'One birth chart, three ways to use it: add to what we know, ask someone who knows, or check in every day.',
      researchTitle: 'Astrology research',
      researchText:
        'Share your birth details and the moments that shaped your life. We compare them with your chart to learn where astrology holds up, and you get a timeline of your life in return. Your name is never asked for.',
      consultationsTitle: 'Consultations with astrologers',
      consultationsText:
        'Ask a question, or chat and video-call with an astrologer who reads your chart in the Vedic tradition and explains the reasoning behind every answer.',
      appTitle: 'The Kusp app',
      appText:
        'Compatibility checks, daily advice, answers to your questions, and four scores from 1 to 10 for love, career, finance and health, all worked out from your own birth chart.',
    },
    tools: {
      title: 'Free astrology tools',
      lead: "No account needed: your chart, today's panchang and a match of two charts, worked out by our own engine.",
      kundliTitle: 'Free Kundli',
      kundliText:
        'Your birth chart with the planets, nakshatras, all sixteen divisional charts, dasas and mangal dosha.',
      kundliAction: 'Make my kundli',
      panchangTitle: "Today's panchang",
      panchangText:
        "Tithi, nakshatra, yoga and karana, sunrise, rahu kalam and the day's auspicious times for your city.",
      panchangAction: 'See the panchang',
      matchingTitle: 'Kundli matching',
      matchingText:
        'The eight kootas of guna milan out of 36 points and mangal dosha for a couple.',
      matchingAction: 'Match two charts',
    },
    start: {
      title: 'Where would you like to start?',
      betaTitle: 'Try the app for free',
      betaText_one:
        'The beta is free for {count} month. Sign up for Android or iOS and we will write as soon as your place is ready.',
      betaText_other:
        'The beta is free for {count} months. Sign up for Android or iOS and we will write as soon as your place is ready.',
      betaAction: 'Join the beta',
      appTitle: 'See what the app can do',
      appText:
        'Four daily scores, compatibility with a partner, daily advice and answers to your own questions.',
      appAction: 'Explore the app',
      eventsTitle: 'Add your life events',
      eventsText:
        'It takes about 3 minutes. Everyone who takes part enters our weekly drawing for a free 1-hour consultation.',
      eventsAction: 'Begin now',
      researchTitle: 'Read about the research',
      researchText:
        'Why we test astrology against real lives, and how your answers stay anonymous.',
      researchAction: 'About the research',
    },
  },
  blog: {
    title: 'The Kusp blog',
    lead: 'Monthly and yearly horoscopes, famous birth charts, compatibility by ascendant and plain-language guides to Vedic astrology, written by the team behind the Kusp app.',
    loading: 'Loading articles',
    empty: 'There are no articles on this page.',
    newest: 'See the newest articles',
    pages: 'Blog pages',
  },
  research: {
    title: 'Astrology research',
    lead: 'Help us test astrology against real lives. Tell us when and where you were born, mark the moments that shaped your life, and see them laid out on your own timeline. No account, no name.',
    takePart: 'Take part',
    why: 'Why take part',
    birthTitle: 'Your birth details',
    birthLead:
      'The exact time and place of birth let us compare your life events with your chart. The e-mail is optional: it is only used to tell you if you win the weekly drawing.',
    anonymous:
      'We do not ask for your name. Your entry is kept under a random reference that only the private link to your timeline carries.',
    promises: {
      minutesMark: '3′',
      minutesTitle: 'About 3 minutes',
      minutesText:
        'Your birth details and a handful of turning points in your life are all it takes. Add more whenever you like.',
      drawingMark: '★',
      drawingTitle: 'A drawing every week',
      drawingText:
        'Leave your e-mail and add at least one event: you are in that week’s drawing. We pick one entry at random once the week is over.',
      prizeMark: '1h',
      prizeTitle: 'Win a 1-hour consultation',
      prizeText:
        'The winner gets a free hour with one of our astrologers, to talk through their chart and their timeline.',
    },
    form: {
      name: 'Your birth details',
      birthDate: 'Birth date',
      birthTime: 'Birth time (24 hour)',
      birthTimeBoxes: 'Birth',
      email: 'E-mail (optional, to enter the weekly drawing)',
      begin: 'Begin',
    },
    entry: {
      loading: 'Loading',
      notFoundTitle: 'We could not find this entry',
      notFoundText:
        'Please check the link. Each entry is reached only through its own private link.',
      startNew: 'Start a new entry',
      title: 'Your life events',
      editTitle: 'Edit your event',
      lead: 'Pick an area of life, say what happened and when, and whether it was a negative or a positive time for you. Save each event, then add the next.',
      editLead: 'Change what you need and save.',
      unknownEvent: 'This event is not part of your data.',
    },
    event: {
      addForm: 'Add an event',
      editForm: 'Edit event',
      whatHappened: 'What happened?',
      particular: 'In particular',
      chooseFirst: 'Choose what happened first',
      chooseOptional: 'Choose one (optional)',
      nothingMore: 'Nothing more to choose here',
      date: 'Date',
      type: 'How was it for you?',
      description: 'Description',
      characters: '{count}/{max} characters',
      save: 'Save event',
      saveChanges: 'Save changes',
      seeTimeline: 'See my timeline',
      delete: 'Delete event',
      saved: researchMessages.eventSaved,
      deleted: researchMessages.eventDeleted,
    },
    leave: {
      text: 'The date or description you entered is not saved yet. Leave without saving?',
      stay: 'Stay',
      leave: 'Leave',
    },
    timeline: {
      title: 'Your timeline',
      lead: 'Negative times on the left in red, positive ones on the right in green, oldest first.',
      list: 'Life events, oldest first',
      eventOn: '{type} event on {date}',
      edit: 'Edit',
      editOn: 'Edit the event of {date}',
      add: 'Add new event',
      copy: 'Copy Link to My Data',
      copyFailed: 'Your browser did not allow copying. Please copy the link shown below.',
      keepPrivate: 'Keep this private link: it is the only way back to your data.',
      link: 'Link to my data',
    },
    /** Areas, categories, types and sub-events, by `researchLabelKey` of their stored spelling. */
    label: researchLabels,
  },
  forms: {
    datePlaceholder: 'dd-mm-yyyy',
    hour: '{field} hour',
    minute: '{field} minute',
    second: '{field} second',
    gender: 'Gender',
    genders: genderLabels,
    birthPlace: 'Birth place',
    placePlaceholder: 'Start typing a town or city',
    noPlace: 'No place found',
    timezone: 'Timezone',
    timezonePlaceholder: 'Choose a timezone',
    placeOwnTimezone: "The birth place's own time zone",
    gmtOffset: 'GMT {offset}',
    emailPlaceholder: 'you@example.com',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
  },
  accounts: {
    signIn: {
      title: 'Sign in',
      intro: 'Chat with an astrologer, ask questions and see your chart.',
      astrologerTitle: 'Astrologer sign-in',
      astrologerIntro: 'Your profile, questions and customers.',
      form: 'Sign in',
      username: 'Username or email',
      password: 'Password',
      submit: 'Sign In',
      forgot: 'Forgot password?',
      createAccount: 'Create an account',
      joinAsAstrologer: 'Join as an astrologer',
    },
    changePassword: {
      form: 'Change password',
      password: 'Password',
      confirmPassword: 'Confirm password',
      saving: 'Saving',
      save: 'Save Changes',
    },
    forgot: {
      title: 'Forgot password',
      intro: "We will e-mail a code to your account's address.",
      request: 'Request a reset code',
      sendOtp: 'Send OTP',
      backToSignIn: 'Back to sign in',
      setNew: 'Set a new password',
      enterCode: 'Enter the code we e-mailed for <b>{username}</b> and choose a new password.',
      otp: 'OTP',
      newPassword: 'New password',
      confirmPassword: 'Confirm password',
      reset: 'Reset Password',
      sendAgain: 'Send the code again',
    },
    signUp: {
      title: 'Create account',
      intro: 'We e-mail you a code to confirm your address when you leave the email field.',
      form: 'Create account',
      firstName: 'First name',
      email: 'Email',
      username: 'Username',
      password: 'Password',
      otp: 'OTP',
      getOtp: 'Get OTP',
      submit: 'Create Account',
      haveAccount: 'Already have an account?',
      signIn: 'Sign in',
    },
    astrologerSignUp: {
      title: 'Join Kusp as an astrologer',
      form: 'Astrologer sign-up',
      lastName: 'Last name',
      dialCode: 'Dial code',
      dialCodes: {
        india: 'India {code}',
        usaCanada: 'USA / Canada {code}',
        unitedKingdom: 'United Kingdom {code}',
        australia: 'Australia {code}',
        singapore: 'Singapore {code}',
        uae: 'UAE {code}',
        nepal: 'Nepal {code}',
        sriLanka: 'Sri Lanka {code}',
      },
      phone: 'Phone number',
      passwordRule: '8 to 18 characters with an uppercase letter and one of # ? ! @ $ % ^ & * -',
      experience: 'Years of experience',
      choose: 'Choose',
      years: '{range} years',
      currency: 'Currency',
      expertise: 'Area of expertise',
      submit: 'Sign Up',
      registered: 'Already registered?',
    },
  },
  charts: {
    northIndian: '{title} chart, North Indian style',
    southIndian: '{title} chart, South Indian style',
    house: 'House {number}, {sign}: {points}',
    sign: '{sign}: {points}',
    empty: 'empty',
  },
  portal: {
    navigation: 'Portal',
    sidebar: sidebarLabels,
    logout: 'Logout',
  },
  languages,
  astrologers: {
    directory: {
      search: 'Search astrologers',
      searchPlaceholder: 'First or last name',
      loading: 'Loading astrologers',
    },
    availability: { ONLINE: 'Online', BUSY: 'Busy', AWAY: 'Away' },
    rating: '★ {rating}',
    rated: 'Rated {rating} of 5',
    view: 'View',
    viewName: 'View {name}',
    free: 'Free',
    perQuestion: rateUnitLabels.PER_QUESTION,
    loading: 'Loading astrologer',
    expertise: 'Expertise: {area}',
    experience: 'Experience: {years} years',
    services: 'Services',
    service: { offlineChat: 'Offline Chat', liveChat: 'Live Chat', liveCall: 'Live Call' },
    about: 'About',
  },
  questions: {
    ask: {
      title: 'Ask A Question',
      heading: 'Ask {name}',
      backTo: '← {name}',
      notTakingQuestions: questionTexts.notTakingQuestions,
      noHoroscope: questionTexts.noHoroscope,
      fillBirthDetails: 'Fill in my birth details',
      toAstrologer: 'To {name} · Price:',
      subject: 'Subject',
      question: 'Question',
      submit: 'Submit',
    },
    my: {
      loading: 'Loading questions',
      columns: {
        question: 'Question',
        answer: 'Answer',
        astrologer: 'Astrologer',
        lastAnswered: 'Last answered',
        actions: 'Actions',
      },
      view: 'View',
      viewSubject: 'View {subject}',
      pay: 'Pay',
      paySubject: 'Pay for {subject}',
      delete: 'Delete',
      deleteSubject: 'Delete {subject}',
      deleteTitle: 'Delete this question?',
      deleteText:
        '“{subject}” is not paid yet. Deleting it removes it from your questions; nothing is charged.',
      deleted: questionTexts.deleted,
    },
    status: {
      refunded: 'Refunded',
      draft: 'Draft: not paid yet',
      answered: 'Answered',
      awaiting: 'Awaiting answer',
    },
  },
  horoscope: {
    loading: 'Loading charts',
    loadingPage: 'Loading horoscope',
    linkInvalidTitle: 'This link does not open a horoscope',
    linkInvalid: portalTexts.linkInvalid,
    chatWith: 'Chat with {name}',
    loadingChat: 'Loading chat',
    vargas: { RASI: 'Lagna Rashi', NAVAMSA: 'Navamsa' },
    style: 'Chart style',
    styles: { SOUTH: 'South', NORTH: 'North' },
    tabs: { charts: 'Charts', planets: 'Planets', dasa: 'Dasa', transits: 'Transits' },
    planets: 'Planets',
    dasaPeriods: 'Dasa periods',
    transits: 'Planet transits',
    columns: {
      planet: 'Planet',
      degree: 'Degree',
      sign: 'Sign',
      nakshatra: 'Nakshatra',
      pada: 'Pada',
      condition: 'Condition',
      house: 'House',
    },
    retrograde: 'Retrograde',
    relations: {
      Exalted: 'Exalted',
      Debilitated: 'Debilitated',
      Moolatrikona: 'Moolatrikona',
      Own: 'Own',
      Friendly: 'Friendly',
      Neutral: 'Neutral',
      Enemy: 'Enemy',
    },
    dasa: {
      levelsNavigation: 'Dasa levels',
      home: 'Home',
      periods: '{level} periods',
      periodsOf: '{level} periods of {lords}',
      planetName: 'Planet name',
      start: 'Start date',
      end: 'End date',
      open: 'Open {lord} {level}',
      levels: {
        Mahadasha: 'Mahadasha',
        Antardasha: 'Antardasha',
        Pratyantardasha: 'Pratyantardasha',
        Sookshma: 'Sookshma',
        Prana: 'Prana',
      },
    },
    transit: {
      loading: 'Loading transits',
      current: 'Current',
      retrograde: 'Retrograde',
      change: 'Change',
      yes: 'Yes',
      no: 'No',
    },
  },
  profile: {
    horoscopeProfile: 'Horoscope profile',
    horoscopeLead: 'Your birth details, from which your astrologer reads your chart.',
    save: 'Save Changes',
    loading: 'Loading profile',
    birthDetails: 'Birth details',
    firstName: 'First name',
    birthDate: 'Date of birth',
    birthTime: 'Time of birth',
    dialCode: 'Dial code',
    phone: 'Phone',
    comments: 'Comments',
  },
  assistant,
  payments: {
    /** A service by its name (transactions, statements and earnings alike). */
    services: serviceLabels,
    credits_one: '{amount} credit',
    credits_other: '{amount} credits',
    creditsWord_one: 'credit',
    creditsWord_other: 'credits',
    creditsTitle: 'Credits',
    loadingCredits: 'Loading credits',
    buyCredits: 'Buy Credits',
    youPay: 'You pay:',
    cancel: 'Cancel',
    buy: 'Buy',
    cardPaymentsOffWallet: moneyTexts.cardPaymentsOffWallet,
    closeNotice: 'Close the payment notice',
    purchased: '{credits} added. Your balance is now {balance}.',
    creditRate: creditRateText,
    inclGst: taxWords({ intlTax: 0 }),
    inclTax: taxWords({ intlTax: 1 }),
    invoice: {
      label: 'Invoice',
      baseRate: 'Base rate',
      cgst: 'CGST',
      sgst: 'SGST',
      intlTax: 'International tax',
      total: 'Total',
    },
    walletConfirm: {
      title: 'Pay from your wallet',
      table: 'Wallet payment',
      price: 'Price',
      balance: 'Your balance',
      balanceAfter: 'Balance after',
      dont: "Don't",
      yes: 'Yes',
    },
    shortWallet: {
      title: 'Not enough credits',
      costs: 'This costs {price}; your wallet holds {balance}.',
      missing: 'You need {missing} more.',
      buy: 'Buy credits',
      card: 'Pay {amount} by card',
      later: 'Not now',
      cardPaymentsOff: moneyTexts.cardPaymentsOff,
    },
  },
  astrologerProfile,
  clients,
  earnings,
  enquiries,
  chat,
  video,
  thread,
  reviews,
  orders,
  mail,
  reader,
  operators,
  messages,
  server,
  pages,
  tools,
} as const;

/** A catalogue of the same keys as the English one, with any text: what each language provides. */
export type Catalogue<T = typeof en> = {
  readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]>;
};
