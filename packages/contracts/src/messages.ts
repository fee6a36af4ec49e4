// Every user-visible text the spec names, verbatim. Screens and the server both read from here.
export const messages = {
  generic: {
    somethingWentWrong: 'Something went wrong',
    somethingWentWrongTryAgain: 'Something went wrong. Please try again',
    invalidResponse: 'Invalid Response',
    unableToService: 'Unable to service the request',
    fieldRequired: 'Please enter the field',
    notFound: 'Not found',
    unauthorized: 'Please sign in to continue',
    forbidden: 'You are not allowed to do that',
    tooManyRequests: 'Too many requests. Please wait a minute and try again',
    payloadTooLarge: 'File too large',
    malformedJson: 'The request body is not valid JSON',
    invalidRequest: 'Please check the highlighted fields',
    shuttingDown: 'The server is restarting. Please try again in a moment',
    databaseDown: 'The database is not answering',
    tooManyFiles: 'Please upload at most {max} files at a time',
  },
  email: {
    required: 'Please enter email',
    format: 'Email is required and format should be {email}.',
    invalid: 'Enter valid email',
  },
  name: {
    firstRequired: 'Please enter first name',
    lastRequired: 'Please enter last name',
    firstInvalid: 'Please enter a valid first name.',
    lastInvalid: 'Please enter a valid last name.',
  },
  contact: {
    firstName: 'Please enter first name',
    lastName: 'Please enter last name',
    email: 'Please enter email',
    enquiryType: 'Please select enquiry type',
    message: 'Please enter message',
    success: 'We appreciate you contacting us. We will get back in touch with you soon',
  },
  signUpSuccess:
    'We appreciate you creating account with us. We will get back in touch with you soon',
  newsletter: {
    success: 'Thanks for subscribing to our newsletter',
    failure: 'Something went wrong',
  },
  birth: {
    birthDate: 'Please enter birth date',
    birthTime: 'Please enter birth time',
    gender: 'Please select gender',
    birthPlace: 'Please enter birth place',
    timezone: 'Please select timezone',
  },
  event: {
    date: 'Please choose a date',
    leaveUnsaved: 'Are you sure?',
  },
  password: {
    required: 'Please enter password',
    invalid: 'Please enter a valid password',
    confirmRequired: 'Please enter confirm password',
    mismatch: 'Passwords should match',
    signUpRule:
      'Password must contain at least 8 characters, including uppercase letters and a special character.',
    updateFailed: 'Failed to update the password. Please try again',
    updated: 'Successfully updated password',
  },
  signUp: {
    username: 'Please enter username',
    otp: 'Please enter otp',
    phone: 'Please select phone number',
    astrologerFailed: 'Unable to create account. Please try again later',
  },
  login: {
    failed: 'The username or password is incorrect. Please try again',
    invalidUser: 'Invalid User',
  },
  otp: {
    sent: 'We have sent an OTP to your email account.',
    userNotFound: 'User not found',
  },
  profile: {
    phone: 'Please select phone number',
    rate: 'Please enter hourly rate',
    experienceMax: 'At most 250 characters are allowed',
    updated: 'Profile updated successfully',
    pictureUploaded: 'Profile picture uploaded successfully',
    pictureTooLarge: 'Please choose an image less than 1MB',
  },
  // The languages an astrologer consults in (issue 47): the profile form and the directory filter.
  consultingLanguages: {
    required: 'Please choose at least one language',
    unknown: 'Please choose a language from the list',
  },
  documents: {
    tooLarge: 'File too large',
    required: 'Please choose a document to upload',
    uploaded: 'Document uploaded successfully',
  },
  astroTools: {
    date: 'Date must be a real day written YYYY-MM-DD',
    birthDate: 'Birth date must be a real day written YYYY-MM-DD',
    birthTime: 'Birth time must be written HH:mm or HH:mm:ss (24 hours)',
    latitude: 'Latitude must be a number between -66 and 66',
    polarLatitude:
      'The panchang is given for places between 66° S and 66° N: nearer the poles the Sun does not rise or set on some days',
    timezone: 'Time zone must be an IANA time zone name, like Asia/Kolkata',
    riseConvention: 'Rise convention must be standard or hindu',
    noSunrise: 'The Sun does not rise at this place on this date, so the day has no panchang',
    verdict: {
      poor: 'Not recommended: fewer than 18 of 36 points',
      average: 'Average: a match the almanacs accept',
      good: 'Good match',
      excellent: 'Excellent match',
    },
    saved: 'Saved as your horoscope',
    savedOrBirth: 'Choose a saved horoscope or enter the birth details',
  },
  horoscope: {
    timezone: 'Please choose timezone',
    place: 'Please choose a place',
    commentSaved: 'The update was successful.',
    updated: 'Horoscope updated successfully',
    emailSent: 'The horoscope will be sent to the provided email address',
    emailFailed: 'Something Went wrong',
    linkCopied: 'Link copied successfully',
    profileExists: 'Your horoscope profile already exists',
  },
  question: {
    fieldRequired: 'Field is required',
    minLength: 'Question must be at least 10 characters long',
    creationFailed: 'Something went wrong. Please try again',
  },
  payment: {
    success: 'Payment Successful!',
    failed: 'Payment Failed',
    failedDetail: 'Sorry, your payment could not be processed.',
    reachOut: 'Please Reach out',
    pricingFailed: 'Failed to get the pricing details',
    linkFailed: 'Failed to get the send the link',
    noCredits: "You don't have enough credits. Please buy more credits",
    walletConfirm: 'Would you like to deduct this amount ({amount}) from your wallet?',
  },
  ai: {
    failed: 'Something went wrong. Please try again',
    insufficient:
      "You don't have enough token to use Chat GPT. Buy Some credits to proceed & The required minimum balance for utilizing this feature is {threshold}",
  },
  chat: {
    sessionEndsIn: 'Your session will be end in {time}',
    mediaUnavailable: 'The message is unable to be shown. ',
    placeholder: 'Type message here',
  },
  video: {
    left: 'You left',
    unavailable: 'Video is not available.',
    waitForApproval:
      'Kindly hold on until the astrologer grants approval or There are no ongoing sessions for you.',
    noActiveSession: "You don't have any active session.",
  },
  careers: {
    apply: 'Contact us to apply.',
  },
  noData: 'No data found',
  noActivePeriods: 'No active periods',
  /** A `.max()` without its own message (common.ts): checked in the browser and on the server. */
  limits: {
    tooLong: 'At most {maximum} characters are allowed',
    tooManyItems: 'At most {maximum} items are allowed',
  },
} as const;

/**
 * Fills `{name}` placeholders (the AI threshold, a limit): the English is the catalogue's template,
 * so `translateMessage` finds the filled-in text by its wording.
 */
export function fillMessage(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
