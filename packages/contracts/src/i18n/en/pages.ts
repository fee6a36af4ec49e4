// The public pages' texts (issue 47), one sub-object per page; the spec's English, verbatim.
// Words between tags (`<research>…</research>`) are links or emphasis the screen puts in.

export const pages = {
  app: {
    title: 'The Kusp app',
    lead: 'Your birth chart, read fresh every day. Kusp turns the planets at the moment you were born, and where they are today, into clear scores, practical advice and straight answers.',
    imageAlt:
      "The Kusp app on a phone, showing today's scores out of 10: Love 8, Career 6, Finance 5 and Health 7",
    tryFree: 'Try it free for {months} months',
    scoresTitle: 'Four scores, each from {min} to {max}',
    scoresLead:
      'Every morning the app gives you four numbers for the areas people ask astrologers about most. A high score means the planets favour you; a low one means go gently.',
    loveTitle: 'Reading your Love Score',
    loveText:
      'A Love Score above {goodAbove} is a good sign: a natural time to plan a date, have the important conversation or meet the family. Below {warningBelow} is a warning: tempers run shorter and misunderstandings come easily, so it is a day for patience rather than big decisions. The other scores read the same way.',
    compatibilityTitle: 'Compatibility',
    compatibilityText:
      'Add the birth details of a partner, a friend or a business partner, and Kusp sets the two charts side by side. It looks at how your ascendants and Moon signs get along, and at the traditional points-based match (Ashtakoota, out of 36) that families in India have used for generations.',
    compatibilityPoints: {
      pull: 'Where the two of you pull the same way, and where you clash.',
      watch: 'Which planets to watch in the months ahead as a couple.',
      plain: 'A plain-language summary, not a wall of jargon.',
    },
    compatibilityAlt: 'Two birth charts overlapping with a heart between them',
    answersTitle: 'Questions and answers',
    askTitle: 'Ask an astrologer',
    askText:
      'Will the new job work out? Is this the right year to marry? Type your question in the app and an astrologer studies your chart before answering in writing. You can ask follow-up questions in the same thread, and every answer says which placements it rests on.',
    adviceTitle: 'Daily advice',
    adviceText:
      "Alongside the scores, a short note tells you what the day favours and what to avoid, based on the Moon's position and your current planetary period. It takes a minute to read and is written for your chart, not for everyone born in the same month.",
    talk: 'Prefer to talk? Our astrologers also take chats and video calls: <chat>chat with an astrologer</chat>.',
    faqTitle: 'Frequently asked questions',
  },
  scores: {
    title: '{name} Score',
    love: 'Love',
    loveText:
      'How open the coming days are for romance, partnership and family, read from Venus, the Moon and the seventh house of your chart.',
    career: 'Career',
    careerText:
      'Whether it is a time to push for the promotion, start the project or keep your head down, from the tenth house, the Sun and Saturn.',
    finance: 'Finance',
    financeText:
      'The mood around money (earning, saving, big purchases) from the second and eleventh houses and the path of Jupiter.',
    health: 'Health',
    healthText:
      'Your energy and where to take extra care, from the ascendant, the sixth house and your current planetary period (dasha).',
  },
  faq: {
    costQuestion: 'What does the Kusp app cost?',
    costAnswer:
      'The beta is free for {months} months. Before the trial ends we will tell you what the full version costs, and nothing is charged unless you choose to continue.',
    startQuestion: 'What do I need to get started?',
    startAnswer:
      'Your date, time and place of birth. The time matters: the ascendant changes roughly every two hours, so a time from a birth certificate or a family record gives the best reading.',
    scoresQuestion: 'How are the scores worked out?',
    scoresAnswer:
      "Each score from {min} to {max} combines your birth chart, your current planetary period (dasha) and today's transits, following classical Vedic rules. The app shows which placements moved a score, so you can see the reasoning rather than take a number on trust.",
    differenceQuestion: 'How is Kusp different from a newspaper horoscope?',
    differenceAnswer:
      'A sun-sign column speaks to one twelfth of the world at once. Kusp reads your own chart, down to the minute you were born, and checks its methods against real life events. There is more about our approach on the <anchor>Kusp home page</anchor>.',
    researchQuestion: 'What is the Kusp research project?',
    researchAnswer:
      'Visitors share their birth details and the big moments of their lives, without giving their name, so we can test which astrological indicators really line up with events. Anyone can take part on the <anchor>Astrology Research page</anchor>; it takes about 3 minutes.',
    otherQuestion: 'I have a question that is not answered here.',
    otherAnswer:
      'We are happy to help. Write to us through the <anchor>contact page</anchor> and we will reply by e-mail.',
  },
  appDownload: {
    title: 'Try the Kusp app free',
    lead: 'Kusp is in beta on Android and iOS. Join now and use every feature free for {months} months ({days} days): no card, no commitment.',
    joinTitle: 'Join the beta',
    getTitle: 'What you get during the beta',
    get: {
      scores:
        'Daily love, career, finance and health scores from 1 to 10, worked out from your own birth chart.',
      compatibility: 'Compatibility checks with a partner, friend or colleague.',
      advice: "Daily advice for the day's planetary weather.",
      questions: 'Questions answered by experienced Vedic astrologers.',
    },
    howTitle: 'How it works',
    how: 'Choose your phone and leave your e-mail. We send Android testers a Google Play link and iPhone testers a TestFlight invitation. Your {months} free months start the first time you sign in to the app, and we will ask before anything becomes paid.',
  },
  learnAstrology: {
    title: 'Learn Vedic astrology',
    lead: 'Live online classes with practising astrologers, in {languages}. Start with the foundations, then learn to time events and read charts for others.',
    or: ' or ',
    howTitle: 'How the courses work',
    howLead:
      'Small groups meet online twice a week. Every class mixes theory with real charts, and you get notes and exercises to practise between classes.',
    how: {
      live: 'Classes are live, so you can ask questions as you go.',
      recordings: 'Recordings stay available to you until the course ends.',
      zodiac: 'We use the sidereal zodiac and Lahiri ayanamsa, as the Kusp app does.',
    },
    joining:
      'To join you need to have completed secondary education. The advanced course builds on the basic one, so it is open to students who have completed the basic course.',
    coursesTitle: 'Courses and fees',
    enquireTitle: 'Enquire about a course',
    enquireLead:
      'Tell us which course and language suit you. We will reply with the next start dates and how to enrol.',
    languages: { English: 'English', Hindi: 'Hindi' },
  },
  enquiry: {
    types: {},
  },
  about: {
    title: 'About Kusp',
    lead: 'We are a small team of astrologers, engineers and researchers in India who believe Vedic astrology deserves both respect and scrutiny.',
    whyTitle: 'Why we started',
    why1: 'Jyotish, the astrology of India, has guided decisions about marriage, work and travel for thousands of years. Yet most of what people meet today is either a one-line sun-sign prediction or a long consultation they have no way to judge.',
    why2: "Kusp began with a simple question: which parts of a birth chart actually line up with what happens in people's lives? To find out we built an open research project, where anyone can record the turning points of their life anonymously, and we use what we learn to make readings that are personal, specific and honest about their limits.",
    whatTitle: 'What we do',
    researchTitle: 'Research',
    researchText:
      'The <research>Astrology Research</research> project collects birth details and life events, and gives every participant a timeline of their life in return.',
    consultationsTitle: 'Consultations',
    consultationsText:
      'Verified astrologers answer questions and take chats and video calls, with your chart on the screen in front of them.',
    appTitle: 'The Kusp app',
    appText:
      '<app>The app</app> brings daily scores for love, career, finance and health, compatibility checks and questions and answers to your phone.',
    standTitle: 'What we stand for',
    principles: {
      testedTitle: 'Tradition, tested',
      testedText:
        'We work from the classical Vedic texts, and we check them. Every method in the app is compared with the life events our research participants share, and what does not hold up is changed.',
      reasonsTitle: 'Reasons, not riddles',
      reasonsText:
        'A reading should say why. Our scores and our astrologers point to the placements behind every statement, in words anyone can follow.',
      privacyTitle: 'Privacy first',
      privacyText:
        'Research data is collected without names. We ask only for what a chart needs and never sell personal data.',
    },
    workTitle: 'Work with us',
    work: 'Astrologers and businesses can <partners>partner with Kusp</partners>, engineers can see our <careers>open positions</careers>, and anyone can <contact>write to us</contact>.',
  },
  partners: {
    title: 'Partner with Kusp',
    lead: 'Astrologers, astrology schools and wellness businesses work with Kusp to reach people who want readings that are personal and well reasoned.',
    become: 'Become a partner',
    whyTitle: 'Why Partner',
    reasons: {
      clientsTitle: 'Clients who come back',
      clientsText:
        'Kusp users check four scores from {min} to {max} (love, career, finance and health) every day. When a score drops or a big decision comes up, they want to talk it through with an astrologer.',
      oneTitle: 'Everything in one place',
      oneText:
        'Answer written questions, take chats and video calls, keep your customers’ horoscopes and see your earnings from a single astrologer portal.',
      evidenceTitle: 'Readings with evidence behind them',
      evidenceText:
        'Our research tests chart indicators against real life events, and every Kusp score shows the placements behind it, so your consultations start from solid ground.',
    },
    howTitle: 'How does it work?',
    steps: {
      tell: 'Tell us about yourself or your business through the contact form, choosing the enquiry type Partnerships.',
      call: 'We set up a short call to understand what you offer and agree the terms in writing.',
      profile:
        'Astrologers create their profile and upload their certificates; we verify them before the profile goes live.',
      clients:
        'Clients find you in Kusp, ask questions or book chats and video calls, and pay through Kusp. Your earnings are shown in the portal and paid out to you.',
    },
    costTitle: 'How much does it cost?',
    cost1:
      'Nothing to join: there is no sign-up fee and no monthly charge. You set your own rates for questions, chats and video calls. Kusp keeps a share only of the consultations that clients pay for through Kusp, and we agree that share with you before you start, so there are no surprises.',
    cost2:
      'Schools and businesses with other ideas, such as courses or bringing the scores to their own members, get a proposal made for them.',
    contact: 'Contact us about partnering',
  },
  careers: {
    title: 'Careers at Kusp',
    lead: 'Help us build astrology people can trust. We are a small, remote team, so everyone shapes the product.',
    openTitle: 'Open positions',
    android: 'Android Developer',
    remote: 'Remote',
    india: 'India',
    androidText:
      'You will build the Kusp Android app with us: the daily scores, compatibility checks and the question-and-answer flow that connects users with astrologers.',
    needs: {
      kotlin: 'Solid experience with Kotlin and modern Android development.',
      screens: 'An eye for clear, accessible screens that work on any phone.',
      apis: 'Comfort working with REST APIs and offline-first data.',
      curiosity: 'Curiosity about astrology helps; belief is not required.',
    },
    contact: 'Go to the contact page',
    howTitle: 'How we work',
    how: 'We work remotely across India, write things down, and keep meetings short. We test astrology as carefully as we test code, and we care about the people who trust us with their birth details.',
  },
  contact: {
    title: 'Contact us',
    lead: 'Questions about a reading, the Kusp app, our research or working together? Write to us and a member of the team will answer, usually within two working days.',
    sendTitle: 'Send us a message',
    whichTitle: 'Which enquiry type?',
    individual: '<b>Individual</b>: your own chart, a consultation, your account or the app.',
    media: '<b>Media</b>: interviews, articles and press material.',
    partnerships:
      '<b>Partnerships</b>: astrologers, schools and businesses who want to <anchor>work with Kusp</anchor>.',
    courses: 'Interested in our courses? Use the form on <anchor>Learn Astrology</anchor>.',
  },
  privacy: {
    title: 'Privacy policy',
    lead: 'Birth details are personal. This page explains what Kusp collects, why, how long we keep it and how you stay in control.',
    intro:
      'Kusp runs this website, the astrology research project, consultations with astrologers and the Kusp app. We collect only what each of these needs, we never sell personal data, and you can ask us at any time what we hold about you.',
    collectionTitle: 'Collection of personal data',
    collectionLead: 'We collect personal data only when you give it to us:',
    collection: {
      account:
        'When you create an account or sign up for the app trial: your name, e-mail address, user name and phone type.',
      enquiry:
        'When you send an enquiry or subscribe to the newsletter: your name, e-mail address and message.',
      reading:
        'When you ask for a reading: the date, time and place of birth an astrology chart needs, and the questions and messages you exchange with astrologers.',
      research:
        'In the research project: birth details and life events without your name. A random reference number links them; an e-mail address is optional and used only for the weekly drawing.',
    },
    use: 'We use this data to provide the service you asked for, to answer you, and, for research entries, to study how charts relate to life events. Payments are handled by our payment provider; we do not store card numbers.',
    logsTitle: 'Access logs',
    logs: "Like every web server, ours records each request: the address of the page, the date and time, the browser's IP address and user agent, and the response status. We use these logs only to keep the service running and to detect abuse. They are kept for at most seven months and then deleted.",
    cookiesTitle: 'Cookies',
    cookies:
      "Kusp sets no advertising or tracking cookies. To keep you signed in, the site stores your session, including a sign-in token, in your browser's local storage, and it briefly keeps confirmation messages in session storage. Signing out removes the session; you can also clear this storage in your browser settings at any time.",
    analyticsTitle: 'Analytics',
    analytics:
      'We do not use third-party analytics services, and no analytics script is loaded in your browser. To see which pages are useful, we count page views from our own server logs in aggregate, without building profiles of individual visitors.',
    socialTitle: 'Social plugins',
    social:
      'Our pages do not embed plugins from social networks. The Instagram, Facebook, YouTube and X links in the footer are ordinary links: the network learns of your visit only if you click one, and its own privacy policy applies from then on.',
    rightsTitle: 'Your rights',
    rights:
      'You may ask for a copy of the personal data we hold about you, have it corrected or deleted, restrict or object to its use, take it with you in a common format, and withdraw any consent you gave. To exercise any of these rights, e-mail <mail>{email}</mail> from the address linked to your account. We answer within 30 days, and you may also complain to your data protection authority.',
    securityTitle: 'Data security',
    security:
      'All traffic to Kusp is encrypted. Passwords are stored only as salted hashes, sign-in tokens expire, each account can reach only its own data, and access to our systems is limited to the staff who need it. No system is perfectly safe: if a breach affecting your data ever happens, we will tell you and the authorities without delay.',
    changesTitle: 'Changes to this policy',
    changes:
      'When we change how we handle personal data we update this page, and for important changes we tell account holders by e-mail. Questions are welcome at <mail>{email}</mail>.',
  },
  newsletter: {
    title: 'The Kusp newsletter',
    lead: "One e-mail a month with the sky ahead: the month's important transits, new articles from our blog and news about the Kusp app.",
    subscribeTitle: 'Subscribe',
    getTitle: 'What you will get',
    get: {
      movements: "The month's planetary movements and what they mean for each sign.",
      articles: 'Our newest articles on birth charts, compatibility and Vedic astrology.',
      news: 'Early news about Kusp app features and the research project.',
    },
    use: 'We use your address only for the newsletter and never share it. To unsubscribe, reply to any of our e-mails.',
    form: 'Newsletter',
    subscribe: 'Subscribe',
  },
  article: {
    allArticles: '← All articles',
    byline: 'By <author>{author}</author> · <date>{date}</date>',
    loading: 'Loading article',
  },
};
