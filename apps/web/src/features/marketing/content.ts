/** Facts the marketing pages repeat, kept in one place so the pages never disagree. */

/** The app's scores run from 1 to 10 (spec part 1 section 1). */
export const scoreRange = { min: 1, max: 10 } as const;

/** A Love Score above 6 is good news, below 3 a warning (spec part 2 section 9, editorial). */
export const loveScore = { goodAbove: 6, warningBelow: 3 } as const;

/** The beta is free for 3 months (90 days). */
export const betaFreeMonths = 3;

/** Where visitors exercise their privacy rights. */
export const privacyEmail = 'privacy@kusp.app';
