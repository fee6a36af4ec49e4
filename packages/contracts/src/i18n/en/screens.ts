import { rateUnitLabels } from '../../astrologers.ts';
import { creditRateText, moneyTexts, serviceLabels, taxWords } from '../../money.ts';
import { questionTexts } from '../../questions.ts';
import { sidebars } from '../../routes.ts';
import { assistant } from './assistant.ts';
import { astrologerProfile } from './astrologer-profile.ts';
import { chat } from './chat.ts';
import { clients } from './clients.ts';
import { earnings } from './earnings.ts';
import { languages } from './languages.ts';
import { operators } from './operators.ts';
import { orders } from './orders.ts';
import { reviews } from './reviews.ts';
import { thread } from './thread.ts';
import { video } from './video.ts';

// The signed-in screens' texts (docs/i18n.md, "Loading"): loaded with the first of those screens.

/** The portal sidebars' labels, by role and route (an entry's label may differ by role). */
const sidebarLabels = Object.fromEntries(
  Object.entries(sidebars).map(([role, items]) => [
    role,
    Object.fromEntries(items.map((item) => [item.route, item.label])),
  ]),
) as { [R in keyof typeof sidebars]: Record<(typeof sidebars)[R][number]['route'], string> };

export const screens = {
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
    cardPaymentsOffWallet:
      'Credits already in your wallet still pay for questions, chats and calls.',
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
  chat,
  video,
  thread,
  reviews,
  orders,
  operators,
} as const;
