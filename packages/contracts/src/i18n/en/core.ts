import { genderLabels } from '../../enums.ts';
import { messages } from '../../messages.ts';
import { navigation, routes, type NavigationKey, type RouteKey } from '../../routes.ts';

// The texts every page needs, in the entry (docs/i18n.md, "Loading"): the site's frame, the route
// titles, the form fields' own words and every message a schema may answer with (the server
// answers in the caller's language itself).

const routeTitles = Object.fromEntries(
  Object.entries(routes).map(([key, route]) => [key, route.title]),
) as Record<RouteKey, string>;

const navigationLabels = Object.fromEntries(
  navigation.map((entry) => [entry.key, entry.label]),
) as Record<NavigationKey, string>;

export const core = {
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
  messages,
} as const;
