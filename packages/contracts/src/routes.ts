import type { Role } from './enums.ts';

const ALL: readonly Role[] = ['PUBLIC', 'USER', 'ASTROLOGER', 'ADMIN'];
const PUBLIC: readonly Role[] = ['PUBLIC'];
const USER: readonly Role[] = ['USER'];
const ASTROLOGER: readonly Role[] = ['ASTROLOGER'];
const SIGNED_IN: readonly Role[] = ['USER', 'ASTROLOGER'];
const USER_OR_PUBLIC: readonly Role[] = ['USER', 'PUBLIC'];
const ADMIN: readonly Role[] = ['ADMIN'];

interface RouteDef {
  /** React Router pattern. */
  path: string;
  /** Roles allowed to see it (spec part 1 section 2, part 2 section 2). */
  roles: readonly Role[];
  title: string;
}

function route(path: string, roles: readonly Role[], title: string): RouteDef {
  return { path, roles, title };
}

/** The whole route table of the spec, one entry per screen. */
export const routes = {
  home: route('/', ALL, 'Home'),
  app: route('/kusp', ALL, 'The Kusp app'),
  appDownload: route('/kusp-download', ALL, 'Try the app'),
  research: route('/research', ALL, 'Astrology Research'),
  dataEntry: route('/data-entry/:referenceId', ALL, 'Life events'),
  timeline: route('/timeline/:referenceId', ALL, 'Your timeline'),
  learnAstrology: route('/learn-astrology', ALL, 'Learn Astrology'),
  blog: route('/blog', ALL, 'Blog'),
  blogArticle: route('/blog/:slug', ALL, 'Blog'),
  about: route('/about', ALL, 'About'),
  partners: route('/partners', ALL, 'Partners'),
  careers: route('/careers', ALL, 'Careers'),
  contact: route('/contact', ALL, 'Contact'),
  privacy: route('/privacy', ALL, 'Privacy'),
  newsletter: route('/news-letter', ALL, 'Newsletter'),
  kundli: route('/kundli', ALL, 'Free Kundli'),
  panchang: route('/panchang', ALL, 'Panchang'),
  kundliMatching: route('/kundli-matching', ALL, 'Kundli Matching'),
  success: route('/success/:screenType', ALL, 'Thank you'),
  paymentStatus: route('/user/payment-status', ALL, 'Payment status'),
  headless: route('/headless/:id', ALL, 'Horoscope'),
  externalPay: route('/external/pay', ALL, 'Payment'),
  externalPaid: route('/external/paid', ALL, 'Thank you'),
  /** The external horoscope page (#token=…); for a signed-in astrologer without a token, the edit form. */
  externalHoroscope: route('/:id', ALL, 'Horoscope'),

  astrologerLogin: route('/astrologer/login', PUBLIC, 'Astrologer sign-in'),
  astrologerSignup: route('/astrologer-signup', PUBLIC, 'Astrologer sign-up'),
  astrologerForgot: route('/astrologer-forgot', PUBLIC, 'Forgot password'),
  userLogin: route('/user/login', PUBLIC, 'Sign in'),
  userCreateAccount: route('/user/create-account', PUBLIC, 'Create account'),
  userForgot: route('/user/forgot-account', PUBLIC, 'Forgot password'),

  astrologerList: route('/user/astrologer/list', USER, 'Astrologers'),
  astrologerDetails: route('/user/astrologer-details/:id', USER, 'Astrologer'),
  askAstrologer: route('/user/astrologer/chat/:id', USER_OR_PUBLIC, 'Ask a question'),
  myQuestions: route('/user/my-questions', USER_OR_PUBLIC, 'My Questions'),
  questionThread: route('/user/chat/history/:questionId', USER, 'Question'),
  paymentIntent: route('/user/payment-intent', USER, 'Order summary'),
  userTransactions: route('/user/transactions', USER, 'Transactions'),
  userProfile: route('/user/profile', USER, 'Profile'),

  chats: route('/chats', SIGNED_IN, 'Chats'),
  chat: route('/chat/:userId/:astrologerId', SIGNED_IN, 'Chat'),
  meet: route('/meet/:userId/:astrologerId', SIGNED_IN, 'Video call'),
  meetHistory: route('/meet/history', SIGNED_IN, 'Meetings'),

  astrologerProfile: route('/astrologer/profile', ASTROLOGER, 'Profile'),
  astrologerDocuments: route(
    '/astrologer/astrologer-documents',
    ASTROLOGER,
    'Astrologer Documents',
  ),
  astrologerChangePassword: route('/astrologer/change-password', ASTROLOGER, 'Change Password'),
  astrologerTransactions: route('/astrologer/transactions', ASTROLOGER, 'Transactions'),
  astrologerMoneyEarned: route('/astrologer/money-earned', ASTROLOGER, 'Money Earned'),
  pendingQuestions: route('/astrologer/pending-questions', ASTROLOGER, 'Pending Questions'),
  answeredQuestions: route('/astrologer/answered-questions', ASTROLOGER, 'Answered Questions'),
  astrologerQuestion: route('/astrologer/questions/:questionId', ASTROLOGER, 'Question'),
  customers: route('/astrologer/customers', ASTROLOGER, 'Customers'),
  customerPortal: route('/astrologer/customers/:horoscopeId', ASTROLOGER, 'Customer'),
  customerEdit: route('/astrologer/customer-edit/:horoscopeId', ASTROLOGER, 'Edit customer'),
  customerAdd: route('/astrologer/customer-add', ASTROLOGER, 'Add customer'),
  customerHoroscope: route('/astrologer/customer-horoscope/:id', ASTROLOGER, 'General prediction'),

  adminLogin: route('/admin/login', PUBLIC, 'Operator sign-in'),
  adminDashboard: route('/admin', ADMIN, 'Dashboard'),
  adminReviews: route('/admin/astrologers', ADMIN, 'Astrologer reviews'),
  adminReportedReviews: route('/admin/reviews', ADMIN, 'Reported reviews'),
  adminPayouts: route('/admin/payouts', ADMIN, 'Payouts'),
  adminOrders: route('/admin/orders', ADMIN, 'Orders and refunds'),
  adminDisputes: route('/admin/disputes', ADMIN, 'Disputes'),
  adminAudit: route('/admin/audit', ADMIN, 'Audit record'),
  adminOperators: route('/admin/operators', ADMIN, 'Operators'),
} as const satisfies Record<string, RouteDef>;

export type RouteKey = keyof typeof routes;

/**
 * The pages a visitor can land on from a search engine or a shared link: the server prerenders
 * them (with every published blog article) and lists them in /sitemap.xml (docs/first-visit.md).
 */
export const publicPages = [
  'home',
  'app',
  'appDownload',
  'research',
  'learnAstrology',
  'blog',
  'about',
  'partners',
  'careers',
  'contact',
  'privacy',
  'newsletter',
  'kundli',
  'panchang',
  'kundliMatching',
] as const satisfies readonly RouteKey[];

/** Where a role lands when a route is not allowed or unknown. */
export const roleHome: Record<Role, string> = {
  PUBLIC: routes.home.path,
  ASTROLOGER: routes.astrologerProfile.path,
  USER: routes.astrologerList.path,
  ADMIN: routes.adminDashboard.path,
};

export function isAllowed(key: RouteKey, role: Role): boolean {
  return routes[key].roles.includes(role);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Horoscope ids are UUIDs, so /{id}, the external horoscope page, is not just any word. */
export const isHoroscopeId = (id: string) => UUID.test(id);

const screenPatterns = (Object.keys(routes) as RouteKey[]).map((key) => ({
  key,
  pattern: new RegExp(`^${routes[key].path.replace(/:\w+/g, '([^/]+)')}/?$`),
}));

/**
 * Whether a path names one of the app's screens (its parameters are not looked up): the server
 * answers the others with status 404 and the page-not-found screen.
 */
export function isScreenPath(pathname: string): boolean {
  return screenPatterns.some(({ key, pattern }) => {
    const match = pattern.exec(pathname);
    return match !== null && (key !== 'externalHoroscope' || isHoroscopeId(match[1]!));
  });
}

/** Fills `:param` segments: href('customerPortal', { horoscopeId: 'x' }). */
export function href(key: RouteKey, params: Record<string, string | number> = {}): string {
  return routes[key].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter ${name} for ${key}`);
    return encodeURIComponent(String(value));
  });
}

/** The navigation bar's entries, each named by a key the catalogue translates (`common:nav.<key>`). */
export const navigationKeys = [
  'home',
  'app',
  'research',
  'learnAstrology',
  'blog',
  'kundli',
  'panchang',
  'kundliMatching',
  'astrologer',
  'chat',
  'operations',
] as const;
export type NavigationKey = (typeof navigationKeys)[number];

/** Navigation bar links (part 1 section 2): each shows to the roles it has a target for. */
export const navigation: ReadonlyArray<{
  key: NavigationKey;
  label: string;
  targets: Partial<Record<Role, RouteKey>>;
}> = [
  {
    key: 'home',
    label: 'Home',
    targets: { PUBLIC: 'home', USER: 'home', ASTROLOGER: 'home', ADMIN: 'home' },
  },
  { key: 'app', label: 'Kusp App', targets: { PUBLIC: 'app', USER: 'app', ASTROLOGER: 'app' } },
  {
    key: 'research',
    label: 'Astrology Research',
    targets: { PUBLIC: 'research', USER: 'research', ASTROLOGER: 'research' },
  },
  {
    key: 'learnAstrology',
    label: 'Learn Astrology',
    targets: { PUBLIC: 'learnAstrology', USER: 'learnAstrology', ASTROLOGER: 'learnAstrology' },
  },
  { key: 'blog', label: 'Blog', targets: { PUBLIC: 'blog', USER: 'blog', ASTROLOGER: 'blog' } },
  // The free tools (issue 46), for everyone.
  {
    key: 'kundli',
    label: 'Kundli',
    targets: { PUBLIC: 'kundli', USER: 'kundli', ASTROLOGER: 'kundli' },
  },
  {
    key: 'panchang',
    label: 'Panchang',
    targets: { PUBLIC: 'panchang', USER: 'panchang', ASTROLOGER: 'panchang' },
  },
  {
    key: 'kundliMatching',
    label: 'Kundli Matching',
    targets: { PUBLIC: 'kundliMatching', USER: 'kundliMatching', ASTROLOGER: 'kundliMatching' },
  },
  {
    key: 'astrologer',
    label: 'Astrologer',
    targets: { PUBLIC: 'astrologerLogin', ASTROLOGER: 'astrologerProfile' },
  },
  {
    key: 'chat',
    label: 'Chat with Astrologer',
    targets: { PUBLIC: 'userLogin', USER: 'astrologerList' },
  },
  { key: 'operations', label: 'Operations', targets: { ADMIN: 'adminDashboard' } },
];

/**
 * Portal sidebars (part 2 section 2), in the spec's order; Logout is added by the layout. Literal
 * (`as const`), so the catalogues' sidebar labels are typed entry by entry.
 */
export const sidebars = {
  USER: [
    { label: 'Astrologers', route: 'astrologerList' },
    { label: 'My Questions', route: 'myQuestions' },
    { label: 'Transactions', route: 'userTransactions' },
    { label: 'Profile', route: 'userProfile' },
    { label: 'Chats', route: 'chats' },
    { label: 'Ongoing Meets', route: 'meetHistory' },
  ],
  ASTROLOGER: [
    { label: 'Profile', route: 'astrologerProfile' },
    { label: 'Astrologer Documents', route: 'astrologerDocuments' },
    { label: 'Change Password', route: 'astrologerChangePassword' },
    { label: 'Transactions', route: 'astrologerTransactions' },
    // Not in the spec's sidebar, though its route table has the screen (issue 42).
    { label: 'Money Earned', route: 'astrologerMoneyEarned' },
    { label: 'Answered Questions', route: 'answeredQuestions' },
    { label: 'Customers', route: 'customers' },
    { label: 'Chats', route: 'chats' },
    { label: 'Meet History', route: 'meetHistory' },
    { label: 'Pending Questions', route: 'pendingQuestions' },
  ],
  ADMIN: [
    { label: 'Dashboard', route: 'adminDashboard' },
    { label: 'Astrologer reviews', route: 'adminReviews' },
    { label: 'Reported reviews', route: 'adminReportedReviews' },
    { label: 'Payouts', route: 'adminPayouts' },
    { label: 'Orders and refunds', route: 'adminOrders' },
    { label: 'Disputes', route: 'adminDisputes' },
    { label: 'Audit record', route: 'adminAudit' },
    { label: 'Operators', route: 'adminOperators' },
  ],
} as const satisfies Record<
  'USER' | 'ASTROLOGER' | 'ADMIN',
  ReadonlyArray<{ label: string; route: RouteKey }>
>;
