import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

// Web import direction (bulletproof-react): shared -> features -> app; features never import each other.
const webFeatures = [
  'accounts',
  'astrologers',
  'blog',
  'horoscopes',
  'marketing',
  'research',
  'enquiries',
  'questions',
  'chat',
  'calls',
  'payments',
];
const featureBoundaries = webFeatures.map((feature) => ({
  files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: [
              '@/app/*',
              ...webFeatures.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
            ],
            message: 'Features must not import the app layer or other features.',
          },
        ],
      },
    ],
  },
}));

// Converted to the message catalogue (issue 47); docs/i18n.md lists what remains.
const translatedFiles = [
  'apps/web/src/app/layouts/site-layout.tsx',
  'apps/web/src/app/route-screen.tsx',
  'apps/web/src/app/routes/home.tsx',
  'apps/web/src/app/routes/blog.tsx',
  'apps/web/src/app/routes/research.tsx',
  'apps/web/src/app/routes/userLogin.tsx',
  'apps/web/src/app/routes/astrologerLogin.tsx',
  'apps/web/src/app/routes/userCreateAccount.tsx',
  'apps/web/src/app/routes/astrologerSignup.tsx',
  'apps/web/src/components/layout/**/*.tsx',
  'apps/web/src/components/forms/**/*.tsx',
  'apps/web/src/components/charts/{north-indian-chart,south-indian-chart,point-labels}.tsx',
  'apps/web/src/components/charts/{horoscope-charts,planet-table,dasa-periods,transit-table}.tsx',
  'apps/web/src/features/horoscopes/components/external-horoscope.tsx',
  'apps/web/src/app/routes/{headless,userProfile}.tsx',
  'apps/web/src/features/horoscopes/components/birth-profile-form.tsx',
  'apps/web/src/features/payments/components/{credits-balance,buy-credits-dialog,credit-purchase-notice}.tsx',
  'apps/web/src/components/ui/not-found.tsx',
  'apps/web/src/features/marketing/components/{action-card,card-grid,page-intro,page-section}.tsx',
  'apps/web/src/features/blog/components/blog-list.tsx',
  'apps/web/src/features/blog/components/blog-card.tsx',
  'apps/web/src/features/research/components/birth-form.tsx',
  'apps/web/src/features/research/components/research-promises.tsx',
  'apps/web/src/features/accounts/components/account-card.tsx',
  'apps/web/src/features/accounts/components/login-form.tsx',
  'apps/web/src/features/accounts/components/customer-sign-up-form.tsx',
  'apps/web/src/features/accounts/components/otp-field.tsx',
  'apps/web/src/features/accounts/components/astrologer-sign-up-form.tsx',
  'apps/web/src/features/accounts/components/{forgot-password-form,change-password-form}.tsx',
  'apps/web/src/app/routes/{userForgot,astrologerForgot,astrologerChangePassword}.tsx',
  'apps/web/src/components/ui/availability-badge.tsx',
  'apps/web/src/components/payments/{price-with-tax,invoice-lines,wallet-confirm-modal,short-wallet-modal}.tsx',
  'apps/web/src/features/astrologers/components/{astrologer-card,astrologer-directory,astrologer-details,astrologer-price}.tsx',
  'apps/web/src/features/questions/components/{ask-question-modal,my-questions-table}.tsx',
  'apps/web/src/app/routes/{myQuestions,askAstrologer}.tsx',
  'apps/web/src/app/layouts/{portal-layout,portal-sidebar}.tsx',
  'apps/web/src/components/ui/confirm-modal.tsx',
  // The astrologer's portal: profile and documents, external customers (clients) and the payer's
  // pages of a payment link, earnings.
  'apps/web/src/features/astrologers/components/{astrologer-profile,profile-form,profile-picture,profile-services,documents-form,review-banner}.tsx',
  'apps/web/src/features/horoscopes/components/{customer-table,customer-details,comments-tab,client-email,horoscope-email-form,payment-link-tab,payment-link-page,portal-chat,prediction-editor,share-link-panel}.tsx',
  'apps/web/src/app/routes/{astrologerProfile,astrologerDocuments,customers,customerAdd,customerEdit,customerPortal,customerHoroscope,externalHoroscope,externalPay,externalPaid}.tsx',
  'apps/web/src/app/routes/{astrologerMoneyEarned,astrologerTransactions}.tsx',
  'apps/web/src/features/payments/components/{earning-table,earnings-chart,money-earned-table,money-earned-tiles,month-year-filter,payable-balance,payout-table,statistics-tiles,service-name}.tsx',
  // The public forms: contact and course enquiries, newsletter, the beta sign-up, course plans.
  'apps/web/src/features/enquiries/components/*.tsx',
  // Astrologers' consulting languages, the research entry screens and relative times (hilang).
  'apps/web/src/features/astrologers/components/consulting-languages.tsx',
  'apps/web/src/features/research/components/{event-form,life-timeline,research-entry,copy-link,leave-guard}.tsx',
  'apps/web/src/app/routes/{dataEntry,timeline}.tsx',
  // A customer's consultations and the session screens both roles share: live chat, video calls,
  // the question thread and the astrologer's question screens, reviews, disputes, card payments
  // and Transactions.
  'apps/web/src/features/chat/components/*.tsx',
  'apps/web/src/components/chat/*.tsx',
  'apps/web/src/features/video/components/*.tsx',
  'apps/web/src/features/questions/components/{question-thread,thread-message,answer-panel,astrologer-question-list}.tsx',
  'apps/web/src/features/reviews/components/*.tsx',
  'apps/web/src/features/disputes/components/*.tsx',
  'apps/web/src/features/payments/components/{order-summary,transaction-table,statement-table}.tsx',
  'apps/web/src/components/ui/{sign-in-prompt,short-id}.tsx',
  'apps/web/src/components/payments/no-credits-modal.tsx',
  'apps/web/src/app/routes/{chat,chats,meet,meetHistory,questionThread,astrologerQuestion,pendingQuestions,answeredQuestions,paymentStatus,success,paymentIntent,userTransactions}.tsx',
  // The server's texts, the e-mails and the AI assistant (issue 47).
  'apps/web/src/features/ai-assistant/components/ai-widget.tsx',
  // The remaining public pages and the free tools.
  'apps/web/src/app/routes/{app,appDownload,learnAstrology,about,partners,careers,contact}.tsx',
  'apps/web/src/app/routes/{privacy,newsletter,blogArticle,kundli,panchang,kundliMatching}.tsx',
  'apps/web/src/features/marketing/components/{app-faq,score-grid}.tsx',
  'apps/web/src/features/blog/components/article-view.tsx',
  'apps/web/src/features/astro-tools/components/*.tsx',
  // The operator console: sign-in, dashboard, reviews, payouts, orders, disputes, audit, operators.
  'apps/web/src/features/operators/components/*.{ts,tsx}',
  'apps/web/src/app/routes/admin*.tsx',
];

export default tseslint.config(
  { ignores: ['**/node_modules', '**/dist', 'data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Patterns meet hostile input: none may backtrack super-linearly (docs/security.md).
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
    },
  },
  {
    // Kysely does not bracket a raw where/having, so a raw `or` escapes the conditions ANDed
    // beside it (docs/security.md). Compose with eb.or/eb.and; a whole raw statement that needs
    // `or` carries an eslint-disable comment giving the reason.
    files: ['apps/server/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TaggedTemplateExpression[tag.name='sql'] > TemplateLiteral > TemplateElement[value.raw=/\\bor\\b/i]",
          message: 'No `or` in raw SQL: compose conditions with eb.or / eb.and.',
        },
        // What the server says to a person comes from the catalogue's texts (`messages` and the
        // modules' text objects in contracts), never a string written at the throw (docs/i18n.md).
        ...[
          "NewExpression[callee.name='HttpError'][arguments.1.type='Literal']",
          "NewExpression[callee.name='HttpError'][arguments.1.type='TemplateLiteral']",
          "CallExpression[callee.name='fieldError'] > ObjectExpression > Property > Literal.value",
          "CallExpression[callee.name='fieldError'] > ObjectExpression > Property > TemplateLiteral.value",
        ].map((selector) => ({
          selector,
          message:
            'A server message comes from contracts (`messages`, a module’s texts), with its Hindi.',
        })),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'react-refresh': reactRefresh },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-refresh/only-export-components': ['error', { allowConstantExport: true }],
    },
  },
  {
    // The web switches on an error's code, never on its text: messages will be translated, and
    // the code is what the server promises to keep (docs/development.md, "Error codes").
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "BinaryExpression[operator=/^[!=]=/] > MemberExpression[property.name='message']",
          "BinaryExpression[operator=/^[!=]=/] > ChainExpression > MemberExpression[property.name='message']",
          "BinaryExpression[operator=/^[!=]=/] > CallExpression[callee.name='errorMessage']",
          "SwitchStatement > MemberExpression.discriminant[property.name='message']",
          "CallExpression > MemberExpression.callee[object.property.name='message'][property.name=/^(includes|startsWith|endsWith|match|indexOf|search|localeCompare)$/]",
          "CallExpression[callee.property.name=/^(test|exec)$/] > MemberExpression.arguments[property.name='message']",
        ].map((selector) => ({
          selector,
          message:
            "Switch on the error's code (hasErrorCode in src/lib/api-client.ts), not its text.",
        })),
      ],
    },
  },
  {
    files: [
      'apps/web/src/components/**/*.{ts,tsx}',
      'apps/web/src/hooks/**/*.{ts,tsx}',
      'apps/web/src/lib/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message: 'Shared code must not import features or the app layer.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Screens whose texts come from the catalogue (docs/i18n.md): no text of their own in JSX,
    // nor in the attributes people read or hear. The list grows screen by screen; the ones still
    // to convert are listed in docs/i18n.md.
    files: translatedFiles,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Arguments of these are keys and identifiers, not texts (the plugin's own list,
          // astroName's kind of name and react-hook-form's field names).
          callees: {
            exclude: [
              ...['i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener'],
              ...['postMessage', 'getElementById', 'dispatch', 'commit', 'includes', 'indexOf'],
              ...['endsWith', 'startsWith', 'astroName'],
              'register',
            ],
          },
          'jsx-attributes': {
            include: [
              'label',
              'placeholder',
              'title',
              'aria-label',
              'alt',
              'description',
              'intro',
              'lead',
              'text',
              'action',
              'nothingFoundMessage',
              'boxesLabel',
              'pageTitle',
            ],
          },
        },
      ],
    },
  },
);
